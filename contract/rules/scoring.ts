/** One place for the scoring rules: the demo, the summarise statement, the rules banner and the stats helper read them. */
import { POINT_FIELDS, type PointField } from '../gameWeekPlayers';
import type { PositionCode } from '../shared';

export { POINT_FIELDS, type PointField };

export const SCORING = {
  appearance: 1,
  sixtyMinutes: 1,
  sixtyMinutesThreshold: 60,
  /** The rules have no field of their own for it: it is added to play_point. */
  manOfTheMatch: 3,
  goal: { G: 6, D: 6, M: 5, F: 4 } as Record<PositionCode, number>,
  assist: 3,
  cleanSheet: { G: 4, D: 4, M: 1, F: 0 } as Record<PositionCode, number>,
  penaltySaved: 5,
  penaltyMissed: -2,
  yellowCard: -1,
  redCard: -3,
  ownGoal: -2,
  perTwoConceded: -1,
  captainMultiplier: 2,
} as const;

export type PointFields = Record<PointField, number>;

export function playerGameWeekPoints(row: PointFields): number {
  let total = 0;
  for (const field of POINT_FIELDS) total += row[field];
  return total;
}

/** The rule the server's summarise statement applies in SQL. */
export function entryTotalPoints(
  picks: readonly { player_id: number; is_captain: number | boolean }[],
  pointsOfPlayer: (playerId: number) => number,
): number {
  let total = 0;
  for (const pick of picks) total += pointsOfPlayer(pick.player_id) * (pick.is_captain ? SCORING.captainMultiplier : 1);
  return total;
}

export interface MatchStats {
  minutes: number;
  goals: number;
  assists: number;
  cleanSheet: boolean;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCard: boolean;
  ownGoals: number;
  goalsConceded: number;
  manOfTheMatch: boolean;
}

export const NO_MATCH_STATS: MatchStats = {
  minutes: 0,
  goals: 0,
  assists: 0,
  cleanSheet: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  yellowCards: 0,
  redCard: false,
  ownGoals: 0,
  goalsConceded: 0,
  manOfTheMatch: false,
};

const COUNTS = ['minutes', 'goals', 'assists', 'penaltiesSaved', 'penaltiesMissed', 'yellowCards', 'ownGoals'] as const;

/** 0 x a negative rate is -0: keep it out, so rows compare equal after a database round trip. */
const noNegativeZero = (n: number) => n || 0;

/** Throws a RangeError for counts that are not whole numbers >= 0, so a typo cannot become points. */
export function pointsFromMatchStats(position: PositionCode, stats: MatchStats): PointFields {
  for (const key of [...COUNTS, 'goalsConceded'] as const) {
    const value = stats[key];
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${key} must be a whole number >= 0`);
  }
  if (stats.yellowCards > 2) throw new RangeError('yellowCards must be 0, 1 or 2');
  const played = stats.minutes > 0;
  const sixty = stats.minutes >= SCORING.sixtyMinutesThreshold;
  const defends = position === 'G' || position === 'D';
  const sentOff = stats.redCard || stats.yellowCards >= 2;
  return {
    play_point:
      (played ? SCORING.appearance : 0) +
      (sixty ? SCORING.sixtyMinutes : 0) +
      (stats.manOfTheMatch ? SCORING.manOfTheMatch : 0),
    goal_point: stats.goals * SCORING.goal[position],
    assist_point: stats.assists * SCORING.assist,
    clean_sheet: sixty && stats.cleanSheet ? SCORING.cleanSheet[position] : 0,
    free_kick_point: noNegativeZero(
      (position === 'G' ? stats.penaltiesSaved * SCORING.penaltySaved : 0) +
        stats.penaltiesMissed * SCORING.penaltyMissed,
    ),
    card_point: sentOff ? SCORING.redCard : stats.yellowCards === 1 ? SCORING.yellowCard : 0,
    self_goal_point: noNegativeZero(stats.ownGoals * SCORING.ownGoal),
    lose_goal_point:
      defends && played ? noNegativeZero(Math.floor(stats.goalsConceded / 2) * SCORING.perTwoConceded) : 0,
  };
}

/** The texts live in the SPA's i18n files (`scoring.rules.<key>`); the numbers come from SCORING, so both stay in step. */
export const SCORING_RULES: readonly { key: string; values: Record<string, number> }[] = [
  { key: 'play', values: { appearance: SCORING.appearance, sixty: SCORING.sixtyMinutes } },
  { key: 'manOfTheMatch', values: { points: SCORING.manOfTheMatch } },
  { key: 'goal', values: { defender: SCORING.goal.D, midfielder: SCORING.goal.M, forward: SCORING.goal.F } },
  { key: 'assist', values: { points: SCORING.assist } },
  { key: 'cleanSheet', values: { defender: SCORING.cleanSheet.D, midfielder: SCORING.cleanSheet.M } },
  { key: 'penalty', values: { saved: SCORING.penaltySaved, missed: -SCORING.penaltyMissed } },
  { key: 'cards', values: { yellow: -SCORING.yellowCard, red: -SCORING.redCard } },
  { key: 'ownGoal', values: { points: -SCORING.ownGoal } },
  { key: 'conceded', values: { points: -SCORING.perTwoConceded } },
  { key: 'captain', values: { times: SCORING.captainMultiplier } },
];
