/**
 * Game weeks of the management screen. The new game week goes into season 577 (the previous season, in every demo data
 * set) under a week number nothing else uses, so the seeded weeks of 578 stay as they are; the reward case
 * saves the reward game week 6 already has.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

const UNKNOWN = 999_999;
const WEEK = 901;

const newWeek = (overrides: Record<string, unknown> = {}) => ({
  season_id: 577,
  week: WEEK,
  status: 'preopen',
  start_date: '2024-08-16 12:00',
  end_date: '2024-08-23 12:00',
  week_name: 'Contract week',
  ...overrides,
});

export const gameWeekCases: ContractCase[] = [
  {
    name: "lists a season's game weeks by week number",
    route: 'listGameWeeks',
    params: { seasonId: 578 },
    status: 200,
    check: (answer) => {
      const weeks = answer.gameWeeks.map((week: { week: number }) => week.week);
      expect(weeks.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(weeks).toEqual([...weeks].sort((a: number, b: number) => a - b));
    },
  },
  { name: 'answers 404 for an unknown season', route: 'listGameWeeks', params: { seasonId: UNKNOWN }, status: 404 },
  {
    name: 'saves the VIP prize and the free tickets (reward_n as reward2)',
    route: 'saveGameWeekReward',
    params: { id: 6 },
    body: { reward: 20000, reward_n: 20 },
    status: 200,
    check: (answer) => expect(answer.gameWeek).toMatchObject({ id: 6, reward: 20000, reward2: 20 }),
  },
  {
    name: 'refuses a fractional number of free tickets with 400 naming reward_n',
    route: 'saveGameWeekReward',
    params: { id: 6 },
    body: { reward: 20000, reward_n: 1.5 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('reward_n'),
  },
  {
    name: 'answers 404 for the reward of an unknown game week',
    route: 'saveGameWeekReward',
    params: { id: UNKNOWN },
    body: { reward: 1, reward_n: 1 },
    status: 404,
  },
  {
    name: 'creates a game week',
    route: 'createGameWeek',
    body: newWeek(),
    status: 200,
    check: (answer) => expect(answer.gameWeek).toMatchObject({ ...newWeek(), reward: 0, reward2: 0, image_url: null }),
  },
  {
    name: 'refuses a week number already used in the season with 409',
    route: 'createGameWeek',
    body: newWeek({ week_name: 'Again' }),
    status: 409,
  },
  {
    name: 'refuses a date that is not on the calendar with 400 naming it',
    route: 'createGameWeek',
    body: newWeek({ week: WEEK + 1, start_date: '2023-02-29 12:00' }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('start_date'),
  },
  ...['2026-02-30 10:00', '2026-02-28 24:00'].map(
    (minute): ContractCase => ({
      name: `refuses ${minute}, a minute that does not exist, with 400 naming it and the field`,
      route: 'createGameWeek',
      body: newWeek({ week: WEEK + 1, start_date: minute, end_date: '2026-03-07 10:00' }),
      status: 400,
      check: (answer) => {
        expect(answer.error).toBe(`Invalid start_date: '${minute}' is not a real date and time (YYYY-MM-DD HH:mm)`);
        expect(answer.fields).toEqual([
          { field: 'start_date', code: 'validation.date_time', params: { value: minute } },
        ]);
      },
    }),
  ),
  {
    name: 'takes the last minute of a day',
    route: 'createGameWeek',
    body: newWeek({ week: WEEK + 10, start_date: '2026-02-28 23:59', end_date: '2026-03-07 23:59' }),
    status: 200,
    check: (answer) => expect(answer.gameWeek).toMatchObject({ start_date: '2026-02-28 23:59' }),
  },
  {
    name: 'refuses an end before the start with 400 naming end_date',
    route: 'createGameWeek',
    body: newWeek({ week: WEEK + 1, end_date: '2024-08-16 11:00' }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('end_date'),
  },
  {
    name: 'refuses an unknown status with 400 naming it',
    route: 'createGameWeek',
    body: newWeek({ week: WEEK + 1, status: 'open' }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('status'),
  },
  {
    name: 'answers 404 naming season_id for an unknown season',
    route: 'createGameWeek',
    body: newWeek({ season_id: UNKNOWN }),
    status: 404,
    check: (answer) => expect(answer.error).toContain('season_id'),
  },
];
