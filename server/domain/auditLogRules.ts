/**
 * The audit log's rules, pure (no database, no server imports), apart from the query (auditLog.ts):
 * - `from` and `to` name whole days as the operators live them, in Asia/Bangkok time (UTC+7 all year, no
 *   daylight saving), while rows store UTC instants: a Bangkok day D is the instants from D 00:00 +07:00
 *   (the day before, 17:00 UTC) up to, not including, D+1 00:00 +07:00;
 * - rows are answered newest first, ties (the same millisecond) by the later id;
 * - before/after are stored as JSON text and answered as the values they record (storedJson.ts).
 */
import type { Static } from '@sinclair/typebox';
import type { AuditActionName, AuditEntry } from '../../contract';
import type { Row } from '../db/schema';
import { parseStoredJson } from './storedJson';

/** Half-open range of ISO instants: since <= created_at < until (either end may be open). */
export interface InstantRange {
  since?: string;
  until?: string;
}

/** A refused day names its field, with the catalogue's code (contract/errorCodes.ts) and params. */
export type DayRangeProblem =
  | { field: 'from' | 'to'; error: string; code: 'validation.calendar_date'; params: { value: string } }
  | { field: 'to'; error: string; code: 'audit.to_before_from'; params: { from: string; to: string } };

export type DayRangeResult = { ok: true; range: InstantRange } | ({ ok: false } & DayRangeProblem);

const DAY_MS = 24 * 60 * 60 * 1000;

/** True for 'YYYY-MM-DD' naming a day that exists (2024-02-29 yes, 2024-02-30 no). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const midnight = new Date(`${text}T00:00:00Z`);
  // Date rolls 02-30 over into March instead of refusing it: compare the day back
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === text;
}

/** The first instant of a Bangkok day, as ISO text like the stored created_at. */
export const startOfBangkokDay = (day: string) => new Date(`${day}T00:00:00+07:00`).toISOString();

/** Checks the days (real dates, from not after to) and turns them into the stored instants they cover. */
export function bangkokDayRange(days: { from?: string; to?: string }): DayRangeResult {
  for (const field of ['from', 'to'] as const) {
    const day = days[field];
    if (day !== undefined && !isCalendarDay(day)) {
      const error = `Invalid ${field}: ${day} is not a calendar date (YYYY-MM-DD)`;
      return { ok: false, field, error, code: 'validation.calendar_date', params: { value: day } };
    }
  }
  const { from, to } = days;
  if (from !== undefined && to !== undefined && from > to) {
    const error = `Invalid to: ${to} is before from (${from})`;
    return { ok: false, field: 'to', error, code: 'audit.to_before_from', params: { from, to } };
  }
  return {
    ok: true,
    range: {
      since: from === undefined ? undefined : startOfBangkokDay(from),
      until: to === undefined ? undefined : new Date(Date.parse(startOfBangkokDay(to)) + DAY_MS).toISOString(),
    },
  };
}

export type AuditEntryAnswer = Static<typeof AuditEntry>;

/** A stored row as the route answers it. */
export const toAuditEntry = (row: Row<'audit_log'>): AuditEntryAnswer => ({
  id: row.id,
  admin_id: row.admin_id,
  admin_username: row.admin_username,
  // writeAudit only accepts the contract's actions
  action: row.action as AuditActionName,
  target_type: row.target_type,
  target_id: row.target_id,
  before: parseStoredJson(row.before_json),
  after: parseStoredJson(row.after_json),
  created_at: row.created_at,
});

/** Sort order of the log: created_at descending, then id descending. */
export const newestFirst = (a: Row<'audit_log'>, b: Row<'audit_log'>) =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;
