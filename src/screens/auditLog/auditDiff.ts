import { NO_VALUE } from '../../format';

/** A created thing has only an after, a deleted one only a before: every field of theirs counts as changed. */

export interface DiffRow {
  /** the field's name; '' when before/after are plain values rather than objects */
  key: string;
  before: unknown;
  after: unknown;
  /** whether the field is present on each side (absent differs from null) */
  inBefore: boolean;
  inAfter: boolean;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Equal as the JSON they came from (the server writes object keys in a fixed order). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [
      { key: '', before, after, inBefore: before !== null, inAfter: after !== null, changed: !same(before, after) },
    ];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...Object.keys(from), ...Object.keys(to).filter((key) => !(key in from))];
  return keys.map((key) => {
    const inBefore = key in from;
    const inAfter = key in to;
    return {
      key,
      before: from[key],
      after: to[key],
      inBefore,
      inAfter,
      changed: !(inBefore && inAfter && same(from[key], to[key])),
    };
  });
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An instant the server stored (ISO 8601, UTC): the diff shows it in the operator's time and calendar. */
export const isInstantText = (value: unknown): value is string => typeof value === 'string' && ISO_INSTANT.test(value);

export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
