/**
 * Game weeks as the API answers them, and the rules of their wall-clock dates: 'YYYY-MM-DD HH:mm', a real
 * calendar date and time (no 2024-02-30, no 24:00), the end after the start.
 */
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { type GameWeek, gameWeekDateProblems } from '../../contract';
import type { Database, Row } from '../db/schema';
import { invalidField, notFound } from '../errors';
import { requireSeason } from './seasons';

export type GameWeekAnswer = Static<typeof GameWeek>;

export function toGameWeek(row: Row<'game_weeks'>): GameWeekAnswer {
  return {
    id: row.id,
    season_id: row.season_id,
    week: row.week,
    start_date: row.start_date,
    end_date: row.end_date,
    reward: Number(row.reward),
    reward2: row.reward2,
    status: row.status,
    week_name: row.week_name,
    image_url: row.image_url,
  };
}

export const unknownGameWeek = (id: number) => notFound(`No game week with id ${id}`, 'game_week.not_found', { id });

/** The season's game weeks by week number; a 404 for an unknown season. */
export async function gameWeeksOfSeason(db: Kysely<Database>, seasonId: number): Promise<GameWeekAnswer[]> {
  const season = await requireSeason(db, seasonId);
  const rows = await db
    .selectFrom('game_weeks')
    .selectAll()
    .where('season_id', '=', season.id)
    .orderBy('week')
    .execute();
  return rows.map(toGameWeek);
}

/** Throws a 400 naming the field unless both dates are real and the end comes after the start. */
export function checkGameWeekDates(dates: { start_date: string; end_date: string }) {
  const problems = gameWeekDateProblems(dates);
  for (const field of ['start_date', 'end_date'] as const) {
    if (problems[field] === 'not_a_date') {
      throw invalidField(
        `Invalid ${field}: '${dates[field]}' is not a real date and time (YYYY-MM-DD HH:mm)`,
        field,
        'validation.date_time',
        { value: dates[field] },
      );
    }
  }
  if (problems.end_date) {
    throw invalidField('Invalid end_date: must be after start_date', 'end_date', 'game_week.end_before_start');
  }
}
