/** Nothing here knows a point value: the rules live in contract/rules/scoring.ts. */
import type { MatchStats } from '../../../contract/rules/scoring';

export const STAT_COUNTS = [
  'minutes',
  'goals',
  'assists',
  'penaltiesSaved',
  'penaltiesMissed',
  'yellowCards',
  'ownGoals',
  'goalsConceded',
] as const;
export const STAT_FLAGS = ['cleanSheet', 'redCard', 'manOfTheMatch'] as const;

export type StatCount = (typeof STAT_COUNTS)[number];
export type StatFlag = (typeof STAT_FLAGS)[number];
export type MatchStatsDraft = Record<StatCount, string> & Record<StatFlag, boolean>;

export const EMPTY_STATS_DRAFT: MatchStatsDraft = {
  minutes: '90',
  goals: '0',
  assists: '0',
  penaltiesSaved: '0',
  penaltiesMissed: '0',
  yellowCards: '0',
  ownGoals: '0',
  goalsConceded: '0',
  cleanSheet: false,
  redCard: false,
  manOfTheMatch: false,
};

/** Upper bounds that keep a typo from becoming points (a match has 90-odd minutes and 2 yellow cards at most). */
const MAX: Record<StatCount, number> = {
  minutes: 130,
  goals: 20,
  assists: 20,
  penaltiesSaved: 10,
  penaltiesMissed: 10,
  yellowCards: 2,
  ownGoals: 10,
  goalsConceded: 30,
};

export type ParsedStats = { ok: true; stats: MatchStats } | { ok: false; fields: StatCount[] };

export function parseMatchStats(draft: MatchStatsDraft): ParsedStats {
  const invalid = STAT_COUNTS.filter((key) => {
    const text = draft[key].trim();
    return !/^\d+$/.test(text) || Number(text) > MAX[key];
  });
  if (invalid.length > 0) return { ok: false, fields: invalid };
  const counts = Object.fromEntries(STAT_COUNTS.map((key) => [key, Number(draft[key].trim())])) as Record<
    StatCount,
    number
  >;
  return {
    ok: true,
    stats: { ...counts, cleanSheet: draft.cleanSheet, redCard: draft.redCard, manOfTheMatch: draft.manOfTheMatch },
  };
}
