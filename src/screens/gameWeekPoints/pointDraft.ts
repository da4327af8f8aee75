import { type Answer, UpdateGameWeekPlayerBody } from '../../../contract';
import { POINT_FIELDS, type PointField, type PointFields } from '../../../contract/rules/scoring';
import { fieldNamed } from '../../kit/fields';
import { readTyped } from '../../kit/typedText';

export type GameWeekDetail = Omit<Answer<'getGameWeekDetail'>, 'ok'>;
export type GameWeekPlayerRecord = GameWeekDetail['players'][number];
export type TeamListing = GameWeekDetail['teams'][number];

export type PointDraft = Record<PointField, string>;

export const draftOf = (row: PointFields): PointDraft =>
  Object.fromEntries(POINT_FIELDS.map((field) => [field, String(row[field])])) as PointDraft;

export const sameDraft = (a: PointDraft, b: PointDraft): boolean =>
  POINT_FIELDS.every((field) => a[field] === b[field]);

/**
 * The draft once the row's saved points change, read back after the operator's own save or a colleague's: what
 * was typed since the row was last read stays, and every field left as it was follows the server.
 */
export const followSaved = (draft: PointDraft, before: PointDraft, after: PointDraft): PointDraft =>
  Object.fromEntries(
    POINT_FIELDS.map((field) => [field, draft[field] === before[field] ? after[field] : draft[field]]),
  ) as PointDraft;

export type ParsedDraft =
  | { ok: true; values: PointFields }
  /** `notWhole`: some field is not a whole number (the spec's message); `outOfRange`: whole, but beyond ±99 */
  | { ok: false; reason: 'notWhole' | 'outOfRange'; fields: PointField[] };

/** The spec sends nothing unless all eight fields are whole numbers ("3", " -2 ", "+1"; not "1.5", "abc" or ""). */
export function parsePointDraft(draft: PointDraft): ParsedDraft {
  const typed = POINT_FIELDS.map(
    (field) => [field, readTyped(fieldNamed(UpdateGameWeekPlayerBody, field), draft[field])] as const,
  );
  const refusedFor = (reason: 'format' | 'range') =>
    typed.filter(([, result]) => !result.ok && result.reason === reason).map(([field]) => field);
  const notWhole = refusedFor('format');
  if (notWhole.length > 0) return { ok: false, reason: 'notWhole', fields: notWhole };
  const outOfRange = refusedFor('range');
  if (outOfRange.length > 0) return { ok: false, reason: 'outOfRange', fields: outOfRange };
  const values = Object.fromEntries(typed.map(([field, result]) => [field, result.ok ? result.value : 0]));
  return { ok: true, values: values as PointFields };
}
