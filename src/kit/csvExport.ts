/**
 * The list's CSV export: the listed fields (images left out), headed by their labels in the operator's language,
 * values as the server sent them so a spreadsheet reads numbers as numbers. A UTF-8 byte-order mark makes Excel
 * read the Thai text as UTF-8.
 */
import type { RaRecord } from 'react-admin';
import type { FieldSpec } from './fields';

const BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (ASVS 1.2.10) gets a leading apostrophe; numbers stay numbers. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvOf(records: RaRecord[], fields: FieldSpec[], header: (field: FieldSpec) => string): string {
  const exported = fields.filter((field) => field.kind !== 'image');
  const lines = [
    exported.map((field) => csvCell(header(field))).join(','),
    ...records.map((record) => exported.map((field) => csvCell(record[field.source])).join(',')),
  ];
  return BOM + lines.join('\r\n');
}
