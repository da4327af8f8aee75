/** Creating, updating and deleting a fixture, each in one transaction with its audit row. */
import type { Kysely } from 'kysely';
import type { Body } from '../../contract';
import { isForeignKeyViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { auditedWrite, type WrittenBy } from './auditedWrite';
import { assertFixtureTeams, requireFixture, type TeamVsAnswerRow } from './fixtures';

type Db = Kysely<Database>;

const noFixture = (id: number) => notFound(`No fixture with id ${id}`, 'fixture.not_found', { id });

export async function createFixture(db: Db, body: Body<'createTeamVs'>, by: WrittenBy): Promise<TeamVsAnswerRow> {
  await assertFixtureTeams(db, body.team1, body.team2);
  const id = await auditedWrite(db, by, async (trx) => {
    const row = await trx
      .insertInto('team_vs')
      .values({
        date_vs: body.date,
        team1_id: body.team1,
        team2_id: body.team2,
        score1: null,
        score2: null,
        sort: body.sort,
        match_time: body.time ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { action: 'teamvs.create', targetType: 'team_vs', targetId: row.id, after: row, result: row.id };
  }).catch((error) => {
    // a team deleted between the check and the insert
    if (isForeignKeyViolation(error)) {
      throw badRequest('Invalid team1 or team2: that team no longer exists', 'fixture.team_gone');
    }
    throw error;
  });
  return requireFixture(db, id);
}

export async function updateFixture(db: Db, id: number, body: Body<'updateTeamVs'>, by: WrittenBy) {
  const before = await requireFixture(db, id);
  const changes = { score1: body.score1, score2: body.score2, sort: body.sort };
  await auditedWrite(db, by, async (trx) => {
    const updated = await trx.updateTable('team_vs').set(changes).where('id', '=', id).executeTakeFirst();
    // deleted by someone else since it was read: nothing to update, and no audit row
    if (updated.numUpdatedRows === 0n) throw noFixture(id);
    return {
      action: 'teamvs.update',
      targetType: 'team_vs',
      targetId: id,
      before: { score1: before.Score1, score2: before.Score2, sort: before.Sort },
      after: changes,
      result: undefined,
    };
  });
  return requireFixture(db, id);
}

export async function deleteFixture(db: Db, id: number, by: WrittenBy): Promise<void> {
  const before = await requireFixture(db, id);
  await auditedWrite(db, by, async (trx) => {
    const deleted = await trx.deleteFrom('team_vs').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw noFixture(id);
    return { action: 'teamvs.delete', targetType: 'team_vs', targetId: id, before, result: undefined };
  });
}
