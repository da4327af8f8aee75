import { BangkokDateTime, hasDateTimeShape, isBangkokDateTime } from './bangkokDateTime';
import { IdParam, Nullable, OkAnswer } from './common';
import { GameWeekPlayerRow } from './gameWeekPlayers';
import { Baht, BodyId, Doc, OneOf, WallClockMinute } from './shared';
import { TeamListing } from './teams';
import { Text } from './text';
import * as Type from './typeBuilder';
import { AcceptsDigitText } from './typedNumbers';

export const GAME_WEEK_STATUSES = ['active', 'preopen', 'close'] as const;
export const GameWeekStatus = OneOf(GAME_WEEK_STATUSES, {
  description: 'Chosen freely by the admin; the create form defaults to active',
});

export type GameWeekDateProblem = 'not_a_date' | 'end_before_start';
export type GameWeekDateProblems = Partial<Record<'start_date' | 'end_date', GameWeekDateProblem>>;

const isMinute = (value: unknown): value is string => typeof value === 'string' && isBangkokDateTime(value);

/** Blank or mistyped values are the schema's to name. */
export function gameWeekDateProblems(dates: Record<string, unknown>): GameWeekDateProblems {
  const problems: GameWeekDateProblems = {};
  for (const field of ['start_date', 'end_date'] as const) {
    const value = dates[field];
    if (typeof value === 'string' && hasDateTimeShape(value) && !isMinute(value)) problems[field] = 'not_a_date';
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
    start_date: BangkokDateTime('YYYY-MM-DD HH:mm'),
    end_date: BangkokDateTime('YYYY-MM-DD HH:mm, after start_date'),
    week_name: Text(200),
  }),
  'CreateGameWeekBody',
  'A new game week. Dates are YYYY-MM-DD HH:mm, real minutes of the calendar and the 24-hour clock; that ' +
    'end_date is after start_date is checked by the server (400). A week number already used in the season is a 409.',
);

export const GameWeekDetailAnswer = Doc(
  OkAnswer({ gameWeek: GameWeek, teams: Type.Array(TeamListing), players: Type.Array(GameWeekPlayerRow) }),
  'GameWeekDetailAnswer',
  "A game week with its season's teams and every player row (players ordered G, D, M, F).",
);
