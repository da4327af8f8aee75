/**
 * The audit log's pure rules. `from` and `to` name whole days as the operators live them, in Bangkok time (UTC+7
 * all year), while rows store UTC instants; rows come newest first, ties by the later id.
 */
import type { Static } from '@sinclair/typebox';
import type { AuditActionName, AuditEntry } from '../../contract';
import type { Row } from '../db/schema';
import { parseStoredJson } from './storedJson';

/** since <= created_at < until; either end may be open. */
export interface InstantRange {
  since?: string;
  until?: string;
}

export type DayRangeProblem =
  | { field: 'from' | 'to'; error: string; code: 'validation.calendar_date'; params: { value: string } }
  | { field: 'to'; error: string; code: 'audit.to_before_from'; params: { from: string; to: string } };

export type DayRangeResult = { ok: true; range: InstantRange } | ({ ok: false } & DayRangeProblem);

const DAY_MS = 24 * 60 * 60 * 1000;

export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const midnight = new Date(`${text}T00:00:00Z`);
  // Date rolls 02-30 over into March instead of refusing it: compare the day back
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === text;
}

export const startOfBangkokDay = (day: string) => new Date(`${day}T00:00:00+07:00`).toISOString();

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

export const toAuditEntry = (row: Row<'audit_log'>): AuditEntryAnswer => ({
  id: row.id,
  admin_id: row.admin_id,
  admin_username: row.admin_username,
  // auditedWrite only accepts the contract's actions
  action: row.action as AuditActionName,
  target_type: row.target_type,
  target_id: row.target_id,
  before: parseStoredJson(row.before_json),
  after: parseStoredJson(row.after_json),
  created_at: row.created_at,
});

export const newestFirst = (a: Row<'audit_log'>, b: Row<'audit_log'>) =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;
