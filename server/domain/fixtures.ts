/** Daily fixtures ("team vs"): a real calendar day, two different existing teams. */
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import { fixtureTeamsProblem, type TeamVs } from '../../contract';
import { isCalendarDate, notACalendarDate } from '../../contract/calendarDate';
import type { Database } from '../db/schema';
import { invalidField, notFound } from '../errors';

export type TeamVsAnswerRow = Static<typeof TeamVs>;

export function assertCalendarDate(field: string, text: string) {
  if (!isCalendarDate(text)) {
    throw invalidField(notACalendarDate(field, text), field, 'validation.calendar_date', { value: text });
  }
}

export async function assertFixtureTeams(db: Kysely<Database>, team1: number, team2: number) {
  if (fixtureTeamsProblem({ team1, team2 })) {
    throw invalidField('Invalid team2: a team cannot play against itself', 'team2', 'fixture.same_team');
  }
  const found = await db.selectFrom('teams').select('id').where('id', 'in', [team1, team2]).execute();
  const known = new Set(found.map((row) => row.id));
  for (const [field, teamId] of [['team1', team1] as const, ['team2', team2] as const]) {
    if (!known.has(teamId)) {
      throw invalidField(`Invalid ${field}: there is no team with id ${teamId}`, field, 'fixture.unknown_team', {
        teamId,
      });
    }
  }
}

function fixturesWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('team_vs')
    .innerJoin('teams as t1', 't1.id', 'team_vs.team1_id')
    .innerJoin('teams as t2', 't2.id', 'team_vs.team2_id')
    .select([
      'team_vs.id as ID',
      'team_vs.date_vs as DateVs',
      'team_vs.team1_id as Team1ID',
      't1.name as Team1Name',
      'team_vs.team2_id as Team2ID',
      't2.name as Team2Name',
      'team_vs.score1 as Score1',
      'team_vs.score2 as Score2',
      'team_vs.sort as Sort',
      'team_vs.match_time as Time',
    ]);
}

export async function fixturesOn(db: Kysely<Database>, date: string): Promise<TeamVsAnswerRow[]> {
  return (
    fixturesWithNames(db)
      .where('team_vs.date_vs', '=', date)
      .orderBy('team_vs.sort')
      // NULLs sort first on SQLite and last on PostgreSQL: put untimed fixtures last on both
      .orderBy(sql`coalesce(team_vs.match_time, '99:99')`)
      .orderBy('team_vs.id')
      .execute()
  );
}

export async function findFixture(db: Kysely<Database>, id: number): Promise<TeamVsAnswerRow | undefined> {
  return fixturesWithNames(db).where('team_vs.id', '=', id).executeTakeFirst();
}

export async function requireFixture(db: Kysely<Database>, id: number): Promise<TeamVsAnswerRow> {
  const fixture = await findFixture(db, id);
  if (!fixture) throw notFound(`No fixture with id ${id}`, 'fixture.not_found', { id });
  return fixture;
}
