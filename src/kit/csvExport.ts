/**
 * Values as the server sent them, so a spreadsheet reads numbers as numbers, except times a person reads: Bangkok's
 * wall clock, 'YYYY-MM-DD HH:mm', with the header saying so. A UTF-8 byte-order mark makes Excel read Thai as UTF-8.
 */
import type { RaRecord, TranslateFunction } from 'react-admin';
import { bangkokMinute } from '../format';
import type { FieldKind, FieldSpec } from './fields';
import { fieldLabelKey } from './labels';

// Excel reads the Thai text as UTF-8 only after a byte-order mark
const BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (ASVS 1.2.10) gets a leading apostrophe; numbers stay numbers. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Kinds whose values are times of day on a date: instants (UTC on the wire) and Bangkok wall-clock minutes. */
const DATE_TIME_KINDS: ReadonlySet<FieldKind> = new Set(['datetime', 'minute']);

const isDateTime = (field: FieldSpec) => DATE_TIME_KINDS.has(field.kind);

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A field's value as the file holds it: a date-time in Bangkok time, anything else as the server sent it. */
function exportedValue(field: FieldSpec, value: unknown): unknown {
  if (!isDateTime(field) || value === null || value === undefined) return value;
  return bangkokMinute(value) ?? value;
}

/** The header of a field: its label in the interface's language, and for a date-time the zone its values are in. */
export function csvHeader(resource: string, translate: TranslateFunction) {
  return (field: FieldSpec): string => {
    const label = translate(fieldLabelKey(resource, field.source), { _: field.source });
    return isDateTime(field) ? translate('app.list.export_bangkok_time', { label }) : label;
  };
}

export function csvOf(records: RaRecord[], fields: FieldSpec[], header: (field: FieldSpec) => string): string {
  const exported = fields.filter((field) => field.kind !== 'image');
  const lines = [
    exported.map((field) => csvCell(header(field))).join(','),
    ...records.map((record) => exported.map((field) => csvCell(exportedValue(field, record[field.source]))).join(',')),
  ];
  return BOM + lines.join('\r\n');
}
