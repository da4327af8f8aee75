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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
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
