/**
 * The live-score feed format that `POST fatch-livescore-table` imports from LIVESCORE_URL
 * (an http(s) URL or a local file path). One JSON document:
 *
 *   {
 *     "date": "2024-05-19",                  // optional: the day of matches that name none
 *     "matches": [
 *       { "date": "2024-05-19", "team1": "ARS", "team2": "EVE", "score1": 2, "score2": 1 },
 *       { "team1": 11, "team2": 43, "score1": 0, "score2": null }
 *     ]
 *   }
 *
 * - `date`: 'YYYY-MM-DD', the fixture's day (team-vs date); each match needs one, its own or the top-level one.
 * - `team1`, `team2`: a club abbreviation (teams.club_abbr, e.g. "ARS", any case) or the provider's
 *   numeric team id (teams.team_id). A match is the fixture of that day between those two teams, in either
 *   order (scores are swapped when the feed lists the teams the other way round).
 * - `score1`, `score2`: goals, whole numbers 0-99, or null for a match without a score yet.
 *
 * A document that breaks these rules is refused whole, with a message naming the first bad entry.
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

/** The source could not be read (the Platform's readLiveScoreSource says why). */
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

/** Checks a parsed JSON document against the format above; answers its matches, each with its date. */
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
