/**
 * The matchup screen's value rules, pure so they are tested alone: today's date in Bangkok and the score and
 * order cells' text. Their bounds are the update route's (scores 0..99 or empty, order 0..9999), read from the
 * contract, so a bad value is refused before anything is sent.
 */
import { UpdateTeamVsBody } from '../../../contract';
import { THAI_TIME_ZONE } from '../../format';
import { fieldsByName } from '../../schema/fields';

const updateFields = fieldsByName(UpdateTeamVsBody);
function maximumOf(field: string): number {
  const maximum = updateFields.get(field)?.maximum;
  if (maximum === undefined) throw new Error(`UpdateTeamVsBody.${field} has no maximum`);
  return maximum;
}
const MAX_SCORE = maximumOf('score1');
const MAX_SORT = maximumOf('sort');

/** 'YYYY-MM-DD' of the given instant in Bangkok: the operators' "today", whatever the browser's zone. */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: THAI_TIME_ZONE }).format(now);
}

export type Parsed = { ok: true; value: number | null } | { ok: false };

const WHOLE = /^\d+$/;

/** A score cell: empty means "not played" (null); otherwise a whole number 0..99. */
export function parseScore(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!WHOLE.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value <= MAX_SCORE ? { ok: true, value } : { ok: false };
}

/** An order cell: a whole number 0..9999, never empty. */
export function parseSort(text: string): Parsed {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value <= MAX_SORT ? { ok: true, value } : { ok: false };
}
