/**
 * A live-score feed applied to the fixtures all or nothing. A feed match is the fixture of its day between its two
 * teams, in either order; matches without one are counted, as a feed may cover more than the admins set up.
 */

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type Actor, auditedWrite } from './auditedWrite';
import type { LiveScoreMatch, TeamRef } from './liveScoreFeed';

interface FixtureTeams {
  id: number;
  date_vs: string;
  score1: number | null;
  score2: number | null;
  team1_provider_id: number;
  team1_abbr: string;
  team2_provider_id: number;
  team2_abbr: string;
}

const refersTo = (ref: TeamRef, providerId: number, abbr: string) =>
  typeof ref === 'number' ? ref === providerId : ref.trim().toUpperCase() === abbr.toUpperCase();

function findFixture(match: LiveScoreMatch, fixtures: FixtureTeams[]) {
  for (const fixture of fixtures) {
    if (fixture.date_vs !== match.date) continue;
    const first = (ref: TeamRef) => refersTo(ref, fixture.team1_provider_id, fixture.team1_abbr);
    const second = (ref: TeamRef) => refersTo(ref, fixture.team2_provider_id, fixture.team2_abbr);
    if (first(match.team1) && second(match.team2)) return { fixture, swapped: false };
    if (second(match.team1) && first(match.team2)) return { fixture, swapped: true };
  }
  return undefined;
}

export interface LiveScoreImport {
  updated: number;
  unmatched: number;
}

export async function importLiveScores(
  db: Kysely<Database>,
  matches: LiveScoreMatch[],
  admin: Actor,
  at: Date,
): Promise<LiveScoreImport> {
  const days = [...new Set(matches.map((match) => match.date))];
  if (days.length === 0) return { updated: 0, unmatched: 0 };
  return inTransaction(db, async (trx) => {
    const fixtures: FixtureTeams[] = await trx
      .selectFrom('team_vs')
      .innerJoin('teams as t1', 't1.id', 'team_vs.team1_id')
      .innerJoin('teams as t2', 't2.id', 'team_vs.team2_id')
      .select([
        'team_vs.id',
        'team_vs.date_vs',
        'team_vs.score1',
        'team_vs.score2',
        't1.team_id as team1_provider_id',
        't1.club_abbr as team1_abbr',
        't2.team_id as team2_provider_id',
        't2.club_abbr as team2_abbr',
      ])
      .where('team_vs.date_vs', 'in', days)
      .orderBy('team_vs.id')
      .execute();

    let updated = 0;
    let unmatched = 0;
    for (const match of matches) {
      const found = findFixture(match, fixtures);
      if (!found) {
        unmatched++;
        continue;
      }
      const { fixture, swapped } = found;
      const score1 = swapped ? match.score2 : match.score1;
      const score2 = swapped ? match.score1 : match.score2;
      if (fixture.score1 === score1 && fixture.score2 === score2) continue;
      await auditedWrite(trx, { admin, at }, async (scoring) => {
        await scoring.updateTable('team_vs').set({ score1, score2 }).where('id', '=', fixture.id).execute();
        return {
          action: 'teamvs.update',
          targetType: 'team_vs',
          targetId: fixture.id,
          before: { score1: fixture.score1, score2: fixture.score2 },
          after: { score1, score2, source: 'livescore' },
          result: undefined,
        };
      });
      // a later match of the same fixture in the feed compares with what was just written
      fixture.score1 = score1;
      fixture.score2 = score2;
      updated++;
    }
    return { updated, unmatched };
  });
}
