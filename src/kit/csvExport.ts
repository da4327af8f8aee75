import type { RaRecord } from 'react-admin';
import type { FieldSpec } from './fields';

// Excel reads the Thai text as UTF-8 only after a byte-order mark
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
