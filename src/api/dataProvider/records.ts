import { madeOnFirstUse } from '../../format/madeOnFirstUse';
import type { DataRecord, Filter } from './types';

/** react-admin needs `id`; the spec's PascalCase rows carry `ID`. */
export function withId(row: DataRecord, idField = 'id'): DataRecord & { id: unknown } {
  return idField === 'id' ? (row as DataRecord & { id: unknown }) : { ...row, id: row[idField] };
}

/** A filter or field value that says nothing. */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function matchesText(row: DataRecord, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return true;
  return Object.values(row).some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') && String(value).toLocaleLowerCase().includes(needle),
  );
}

/** Filter values compare as text, so a select's '5' finds the number 5; an array means "any of". */
function matchesValue(actual: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted)) return wanted.some((one) => matchesValue(actual, one));
  return String(actual) === String(wanted);
}

/** `q` matches any text or number field; every other filter is an equality test; blank filters are ignored. */
export function filterRows(rows: DataRecord[], filter: Filter, ignore: ReadonlySet<string> = new Set()): DataRecord[] {
  const active = Object.entries(filter).filter(([key, value]) => !ignore.has(key) && !isBlank(value));
  if (active.length === 0) return rows;
  return rows.filter((row) =>
    active.every(([key, wanted]) => (key === 'q' ? matchesText(row, String(wanted)) : matchesValue(row[key], wanted))),
  );
}

const collator = madeOnFirstUse(() => new Intl.Collator('th', { numeric: true, sensitivity: 'base' }));

function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return isBlank(a) ? (isBlank(b) ? 0 : 1) : -1; // blanks last
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator().compare(String(a), String(b));
}

/** Blanks go last in either direction. */
export function sortRows(rows: DataRecord[], field: string | undefined, order: 'ASC' | 'DESC' = 'ASC'): DataRecord[] {
  if (!field) return rows;
  const direction = order === 'DESC' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[field];
      const b = y.row[field];
      if (isBlank(a) !== isBlank(b)) return isBlank(a) ? 1 : -1;
      return direction * compareValues(a, b) || x.index - y.index;
    })
    .map(({ row }) => row);
}

export function pageRows<T>(rows: T[], page = 1, perPage?: number): T[] {
  if (!perPage || perPage <= 0) return rows;
  const start = (Math.max(1, page) - 1) * perPage;
  return rows.slice(start, start + perPage);
}
