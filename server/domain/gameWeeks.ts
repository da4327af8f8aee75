/**
 * Game weeks as the API answers them, and the rules of their wall-clock dates: 'YYYY-MM-DD HH:mm', a real
 * calendar date and time (no 2024-02-30, no 24:00), the end after the start.
 */
import type { Static } from '@sinclair/typebox';
import { type GameWeek, gameWeekDateProblems } from '../../contract';
import type { Row } from '../db/schema';
import { invalidField } from '../errors';

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

/**
 * Throws a 400 naming end_date unless it comes after start_date. That each is a real minute the body's schema says
 * (BangkokDateTime), before any handler runs.
 */
export function checkGameWeekDates(dates: { start_date: string; end_date: string }) {
  if (gameWeekDateProblems(dates).end_date === 'end_before_start') {
    throw invalidField('Invalid end_date: must be after start_date', 'end_date', 'game_week.end_before_start');
  }
}
