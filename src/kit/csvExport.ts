/**
 * Values as the server sent them, so a spreadsheet reads numbers as numbers, except what a person reads: times on
 * Bangkok's wall clock, 'YYYY-MM-DD HH:mm', with the header saying so, and enums and booleans by their labels. A UTF-8 byte-order mark makes Excel read Thai as UTF-8.
 */
import type { RaRecord, TranslateFunction } from 'react-admin';
import { bangkokMinute } from '../format';
import type { FieldKind, FieldSpec } from './fields';
import { choiceText, fieldLabelKey } from './labels';

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

/** An enum's or a boolean's value by its word in the interface's language, as the screen shows it. */
export function csvChoiceText(resource: string, translate: TranslateFunction) {
  return (field: FieldSpec, value: unknown): unknown =>
    value === null || value === undefined
      ? value
      : (choiceText(translate, resource, field.source, field.kind, value) ?? value);
}

const asSent = (_field: FieldSpec, value: unknown) => value;

export function csvOf(
  records: RaRecord[],
  fields: FieldSpec[],
  header: (field: FieldSpec) => string,
  worded: (field: FieldSpec, value: unknown) => unknown = asSent,
): string {
  const exported = fields.filter((field) => field.kind !== 'image');
  const cell = (field: FieldSpec, record: RaRecord) =>
    csvCell(exportedValue(field, worded(field, record[field.source])));
  const lines = [
    exported.map((field) => csvCell(header(field))).join(','),
    ...records.map((record) => exported.map((field) => cell(field, record)).join(',')),
  ];
  return BOM + lines.join('\r\n');
}
