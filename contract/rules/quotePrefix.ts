/**
 * exceljs 4.4 cannot write a cell style's quotePrefix flag (Excel's "this text is text"), so the quoted style carries
 * an empty protection, which exceljs writes as `applyProtection="1"` alone and no other style of the export has;
 * that attribute becomes `quotePrefix="1"` just before styles.xml is written. This relies on exceljs internals
 * (`model.styles` holds XML strings); the tests read the workbooks back with SheetJS, so a change shows there.
 */
import type { Protection, Workbook } from 'exceljs';

/** Shared, so every quoted style of a column is the same object to exceljs. */
export const QUOTE_PREFIX_MARK: Partial<Protection> = Object.freeze({});

const MARK_ATTRIBUTE = ' applyProtection="1"';
const QUOTE_PREFIX_ATTRIBUTE = ' quotePrefix="1"';

interface StyleTable {
  model: { styles: unknown[] };
}

export function writeQuotePrefixes(styles: unknown): void {
  const table = (styles as Partial<StyleTable>).model?.styles;
  if (!Array.isArray(table)) throw new Error('exceljs keeps its cell formats elsewhere: quotePrefix cannot be set');
  for (let id = 0; id < table.length; id++) {
    const xml = table[id];
    if (typeof xml === 'string' && xml.includes(MARK_ATTRIBUTE))
      table[id] = xml.replace(MARK_ATTRIBUTE, QUOTE_PREFIX_ATTRIBUTE);
  }
}

interface XlsxWriter {
  addStyles(zip: unknown, model: { styles: unknown }): Promise<void>;
}

/** The styles manager is made afresh on every write, so the flag is set as the writer adds styles.xml. */
export function writeQuotePrefixesOnSave(workbook: Workbook): void {
  const writer = workbook.xlsx as unknown as XlsxWriter;
  const addStyles = writer.addStyles;
  if (typeof addStyles !== 'function') throw new Error('exceljs writes styles elsewhere: quotePrefix cannot be set');
  writer.addStyles = function (zip, model) {
    writeQuotePrefixes(model.styles);
    return addStyles.call(this, zip, model);
  };
}
