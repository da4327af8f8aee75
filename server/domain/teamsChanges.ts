/** Creating, updating, opening or closing and deleting a team, each in one transaction with its audit row. */
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { auditedWrite, type WrittenBy } from './auditedWrite';
import {
  assertSeasonExists,
  assertTeamIdFree,
  countTeamHolders,
  describeTeamHolders,
  duplicateTeamId,
  requireTeam,
  type TeamAnswerRow,
  type TeamFields,
  teamValues,
  toTeamAnswer,
} from './teams';

type Db = Kysely<Database>;

/** The unique key can still refuse when another admin saved the same Team ID a moment ago. */
function rethrowDuplicate(error: unknown, seasonId: number, teamId: number): never {
  if (isUniqueViolation(error)) throw duplicateTeamId(seasonId, teamId);
  throw error;
}

export async function createTeam(db: Db, body: TeamFields, by: WrittenBy): Promise<TeamAnswerRow> {
  const values = teamValues(body);
  await assertSeasonExists(db, values.season_id);
  await assertTeamIdFree(db, values.season_id, values.team_id);
  return auditedWrite(db, by, async (trx) => {
    const row = await trx
      .insertInto('teams')
      .values({ ...values, is_close: 0 })
      .returningAll()
      .executeTakeFirstOrThrow();
    const team = toTeamAnswer(row);
    return { action: 'team.create', targetType: 'team', targetId: team.id, after: team, result: team };
  }).catch((error) => rethrowDuplicate(error, values.season_id, values.team_id));
}

export async function updateTeam(db: Db, id: number, body: TeamFields, by: WrittenBy): Promise<TeamAnswerRow> {
  const before = toTeamAnswer(await requireTeam(db, id));
  const values = teamValues(body);
  await assertSeasonExists(db, values.season_id);
  await assertTeamIdFree(db, values.season_id, values.team_id, id);
  return auditedWrite(db, by, async (trx) => {
    const row = await trx
      .updateTable('teams')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const team = toTeamAnswer(row);
    return { action: 'team.update', targetType: 'team', targetId: team.id, before, after: team, result: team };
  }).catch((error) => rethrowDuplicate(error, values.season_id, values.team_id));
}

export async function setTeamClosed(db: Db, id: number, isClose: 0 | 1, by: WrittenBy): Promise<TeamAnswerRow> {
  const before = toTeamAnswer(await requireTeam(db, id));
  return auditedWrite(db, by, async (trx) => {
    const row = await trx
      .updateTable('teams')
      .set({ is_close: isClose })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const team = toTeamAnswer(row);
    return {
      action: isClose === 1 ? 'team.close' : 'team.open',
      targetType: 'team',
      targetId: team.id,
      before: { is_close: before.is_close },
      after: { is_close: team.is_close },
      result: team,
    };
  });
}

/** Deletes a team nothing refers to: its players and fixtures must go first. */
export async function deleteTeam(db: Db, id: number, by: WrittenBy): Promise<void> {
  const before = toTeamAnswer(await requireTeam(db, id));
  const holders = await countTeamHolders(db, id);
  const held = describeTeamHolders(holders);
  if (held) throw conflict(held, 'team.has_holders', holders);
  await auditedWrite(db, by, async (trx) => {
    const deleted = await trx.deleteFrom('teams').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound(`No team with id ${id}`, 'team.not_found', { teamId: id });
    return { action: 'team.delete', targetType: 'team', targetId: id, before, result: undefined };
  }).catch((error) => {
    // a player or fixture added since the count: the foreign key refuses, and the message says why
    if (isForeignKeyViolation(error)) {
      throw conflict('This team gained players or fixtures meanwhile, so it cannot be deleted', 'team.gained_holders');
    }
    throw error;
  });
}
