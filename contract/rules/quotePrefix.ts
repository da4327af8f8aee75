/**
 * The quotePrefix flag of a cell style (Excel's "this text is text", what typing a leading apostrophe sets),
 * written for both exceljs writers, which cannot write it themselves (exceljs 4.4 has no such style
 * property). How: the text columns' quoted style (workbookLayout.ts) carries an empty protection model,
 * which exceljs writes as `applyProtection="1"` and nothing else (an empty protection adds no element);
 * no other style of the export has a protection. Just before exceljs writes styles.xml, every cell format
 * carrying that mark gets `quotePrefix="1"` in its place.
 *
 * It relies on exceljs internals not in its typings: the styles manager keeps its cell formats as XML
 * strings in `model.styles`. The tests read the workbooks back with SheetJS, a reader other than exceljs,
 * and check the flag on the cells, so a change in exceljs shows there.
 */
import type { Protection, Workbook } from 'exceljs';

/** The mark; shared, so every quoted style of a column is the same object to exceljs. */
export const QUOTE_PREFIX_MARK: Partial<Protection> = Object.freeze({});

const MARK_ATTRIBUTE = ' applyProtection="1"';
const QUOTE_PREFIX_ATTRIBUTE = ' quotePrefix="1"';

/** The part of exceljs' styles manager (StylesXform) this needs. */
interface StyleTable {
  model: { styles: unknown[] };
}

/** Turns the marked cell formats of a styles manager into quote-prefixed ones. */
export function writeQuotePrefixes(styles: unknown): void {
  const table = (styles as Partial<StyleTable>).model?.styles;
  if (!Array.isArray(table)) throw new Error('exceljs keeps its cell formats elsewhere: quotePrefix cannot be set');
  for (let id = 0; id < table.length; id++) {
    const xml = table[id];
    if (typeof xml === 'string' && xml.includes(MARK_ATTRIBUTE))
      table[id] = xml.replace(MARK_ATTRIBUTE, QUOTE_PREFIX_ATTRIBUTE);
  }
}

/** The part of an in-memory workbook's writer this needs: it renders `model.styles` in addStyles. */
interface XlsxWriter {
  addStyles(zip: unknown, model: { styles: unknown }): Promise<void>;
}

/**
 * Makes an in-memory workbook write quotePrefix: its styles manager is made afresh on every write, so
 * the flag is set when the writer adds styles.xml, after every cell has been given its format.
 */
export function writeQuotePrefixesOnSave(workbook: Workbook): void {
  const writer = workbook.xlsx as unknown as XlsxWriter;
  const addStyles = writer.addStyles;
  if (typeof addStyles !== 'function') throw new Error('exceljs writes styles elsewhere: quotePrefix cannot be set');
  writer.addStyles = function (zip, model) {
    writeQuotePrefixes(model.styles);
    return addStyles.call(this, zip, model);
  };
}
