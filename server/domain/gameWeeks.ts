/** Game weeks as the API answers them, and the rule of their dates: real ones, the end after the start. */
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

/** The body's schema has checked that each date is a real minute; this checks the end comes after the start. */
export function checkGameWeekDates(dates: { start_date: string; end_date: string }) {
  if (gameWeekDateProblems(dates).end_date === 'end_before_start') {
    throw invalidField('Invalid end_date: must be after start_date', 'end_date', 'game_week.end_before_start');
  }
}
