import { Type } from '@sinclair/typebox';
import { IdParam, Nullable, OkAnswer } from './common';
import { GameWeekPlayerRow } from './gameWeekPlayers';
import { Baht, BodyId, Doc, OneOf, WallClockMinute } from './shared';
import { TeamListing } from './teams';
import { Text } from './text';
import { AcceptsDigitText } from './typedNumbers';

export const GAME_WEEK_STATUSES = ['active', 'preopen', 'close'] as const;
export const GameWeekStatus = OneOf(GAME_WEEK_STATUSES, {
  description: 'Chosen freely by the admin; the create form defaults to active',
});

export const GameWeekDateTime = (description: string) =>
  WallClockMinute(description, '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$');

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

/** What the pattern cannot say: the minute exists on the calendar and the 24-hour clock (no 2023-02-29, no 24:00). */
export function isGameWeekDateTime(text: string): boolean {
  const match = WALL_CLOCK.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return (
    year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59
  );
}

export type GameWeekDateProblem = 'not_a_date' | 'end_before_start';
export type GameWeekDateProblems = Partial<Record<'start_date' | 'end_date', GameWeekDateProblem>>;

const isMinute = (value: unknown): value is string => typeof value === 'string' && isGameWeekDateTime(value);

/** Blank or mistyped values are the schema's to name. */
export function gameWeekDateProblems(dates: Record<string, unknown>): GameWeekDateProblems {
  const problems: GameWeekDateProblems = {};
  for (const field of ['start_date', 'end_date'] as const) {
    const value = dates[field];
    if (typeof value === 'string' && WALL_CLOCK.test(value) && !isMinute(value)) problems[field] = 'not_a_date';
  }
  const { start_date: start, end_date: end } = dates;
  // same fixed-width format on both sides: text order is time order
  if (isMinute(start) && isMinute(end) && end <= start) problems.end_date = 'end_before_start';
  return problems;
}

/** A game week's free-ticket reward (stored as reward2, sent to the reward route as reward_n). */
const FreeTickets = () => Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Free tickets' });

export const GameWeek = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    season_id: Type.Integer({ minimum: 1 }),
    week: Type.Integer(),
    start_date: WallClockMinute('YYYY-MM-DD HH:mm'),
    end_date: WallClockMinute('YYYY-MM-DD HH:mm'),
    reward: Baht('The VIP prize, baht'),
    reward2: FreeTickets(),
    status: GameWeekStatus,
    week_name: Type.String(),
    image_url: Nullable(Type.String()),
  },
  { title: 'GameWeek', description: 'A game week of a season, with its VIP prize and free-ticket reward.' },
);

export const SeasonIdParams = Type.Object({ seasonId: IdParam });

export const ListGameWeeksAnswer = Doc(
  OkAnswer({ gameWeeks: Type.Array(GameWeek) }),
  'ListGameWeeksAnswer',
  "A season's game weeks, by week number.",
);

export const SaveGameWeekRewardBody = Doc(
  Type.Object({
    reward: Baht('The VIP prize, baht'),
    reward_n: AcceptsDigitText(FreeTickets()),
  }),
  'SaveGameWeekRewardBody',
  'The VIP prize (reward) and the number of free tickets (reward_n, stored as reward2).',
);

export const GameWeekAnswer = Doc(OkAnswer({ gameWeek: GameWeek }), 'GameWeekAnswer', 'The game week as saved.');

export const CreateGameWeekBody = Doc(
  Type.Object({
    season_id: AcceptsDigitText(BodyId()),
    week: AcceptsDigitText(Type.Integer({ minimum: 1, maximum: 1000 })),
    status: GameWeekStatus,
    start_date: GameWeekDateTime('YYYY-MM-DD HH:mm'),
    end_date: GameWeekDateTime('YYYY-MM-DD HH:mm, after start_date'),
    week_name: Text(200),
  }),
  'CreateGameWeekBody',
  'A new game week. Dates are YYYY-MM-DD HH:mm; that they are real calendar dates and that end_date is after ' +
    'start_date is checked by the server (400). A week number already used in the season is a 409.',
);

export const GameWeekDetailAnswer = Doc(
  OkAnswer({ gameWeek: GameWeek, teams: Type.Array(TeamListing), players: Type.Array(GameWeekPlayerRow) }),
  'GameWeekDetailAnswer',
  "A game week with its season's teams and every player row (players ordered G, D, M, F).",
);
