/**
 * A points row as the operator types it, and the section 5 conversion before sending: the eight point fields
 * become whole numbers, and if any of them cannot, nothing is sent. Pure, so it is tested on its own.
 */
import type { Answer } from '../../../contract';
import { POINT_FIELDS, type PointField, type PointFields } from '../../../fixtures/scoring';

export type GameWeekDetail = Omit<Answer<'getGameWeekDetail'>, 'ok'>;
export type GameWeekPlayerRecord = GameWeekDetail['players'][number];
export type TeamListing = GameWeekDetail['teams'][number];

/** What the inputs hold: text, exactly as typed. */
export type PointDraft = Record<PointField, string>;

/** The contract's bounds of a point field (contract/gameWeekPlayers.ts PointValue). */
export const POINT_MIN = -99;
export const POINT_MAX = 99;

export const draftOf = (row: PointFields): PointDraft =>
  Object.fromEntries(POINT_FIELDS.map((field) => [field, String(row[field])])) as PointDraft;

export type ParsedDraft =
  | { ok: true; values: PointFields }
  /** `notWhole`: some field is not a whole number (the spec's message); `outOfRange`: whole, but beyond ±99 */
  | { ok: false; reason: 'notWhole' | 'outOfRange'; fields: PointField[] };

const WHOLE_NUMBER = /^[+-]?\d+$/;

/**
 * Section 5: every one of the eight fields must convert to a whole number ("3", " -2 ", "+1"); "1.5", "abc"
 * and "" do not. A whole number beyond the contract's ±99 is refused too, before the server would.
 */
export function parsePointDraft(draft: PointDraft): ParsedDraft {
  const notWhole = POINT_FIELDS.filter((field) => !WHOLE_NUMBER.test(draft[field].trim()));
  if (notWhole.length > 0) return { ok: false, reason: 'notWhole', fields: notWhole };
  const values = Object.fromEntries(
    POINT_FIELDS.map((field) => [field, Number.parseInt(draft[field].trim(), 10)]),
  ) as PointFields;
  const outOfRange = POINT_FIELDS.filter((field) => values[field] < POINT_MIN || values[field] > POINT_MAX);
  if (outOfRange.length > 0) return { ok: false, reason: 'outOfRange', fields: outOfRange };
  return { ok: true, values };
}
