/**
 * The live-score feed read from LIVESCORE_URL: `{ "date"?: "2024-05-19", "matches": [{ "date"?, "team1": "ARS",
 * "team2": 43, "score1": 2, "score2": null }] }`. Each match needs a date, its own or the top-level one; a team is
 * a club abbreviation in any case or the provider's team id; a score is 0-99 or null. A document breaking these
 * rules is refused whole, naming the first bad entry.
 */
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const TeamRef = Type.Union([
  Type.String({ minLength: 1, maxLength: 20 }),
  Type.Integer({ minimum: 1, maximum: 2147483647 }),
]);
const Score = Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.Null()]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const LiveScoreFeed = Type.Object({
  date: Type.Optional(Day),
  matches: Type.Array(
    Type.Object({
      date: Type.Optional(Day),
      team1: TeamRef,
      team2: TeamRef,
      score1: Score,
      score2: Score,
    }),
    { maxItems: 5000 },
  ),
});

export type TeamRef = Static<typeof TeamRef>;

export interface LiveScoreMatch {
  date: string;
  team1: TeamRef;
  team2: TeamRef;
  score1: number | null;
  score2: number | null;
}

export class LiveScoreSourceError extends Error {
  override name = 'LiveScoreSourceError';
}

export class LiveScoreFeedError extends Error {
  override name = 'LiveScoreFeedError';
}

const isCalendarDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/** Answers the matches, each with its date. */
export function readLiveScoreFeed(document: unknown): LiveScoreMatch[] {
  if (!Value.Check(LiveScoreFeed, document)) {
    const first = Value.Errors(LiveScoreFeed, document).First();
    const where = first?.path ? first.path.replace(/^\//, '').replaceAll('/', '.') : 'document';
    throw new LiveScoreFeedError(`the feed is not in the expected format (${where}: ${first?.message ?? 'invalid'})`);
  }
  return document.matches.map((match, index) => {
    const date = match.date ?? document.date;
    if (date === undefined) throw new LiveScoreFeedError(`matches.${index} has no date (and the feed has none)`);
    if (!isCalendarDay(date)) throw new LiveScoreFeedError(`matches.${index}.date is not a calendar day: ${date}`);
    return { date, team1: match.team1, team2: match.team2, score1: match.score1, score2: match.score2 };
  });
}
