/** Teams management: list, create, update, open/close and delete (spec screen 8). */

import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { writeAudit } from '../domain/audit';
import {
  assertSeasonExists,
  assertTeamIdFree,
  countTeamHolders,
  describeTeamHolders,
  duplicateTeamId,
  listTeams,
  requireTeam,
  teamValues,
  toTeamAnswer,
} from '../domain/teams';
import { conflict, notFound } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

/** The unique key can still refuse when another admin saved the same Team ID a moment ago. */
function rethrowDuplicate(error: unknown, seasonId: number, teamId: number): never {
  if (isUniqueViolation(error)) throw duplicateTeamId(seasonId, teamId);
  throw error;
}

export const teamHandlers: HandlerMap = {
  listTeams: async (_input, { db }) => ({ ok: true, teams: await listTeams(db) }),

  createTeam: async ({ body, admin }, { db, clock }) => {
    const values = teamValues(body);
    await assertSeasonExists(db, values.season_id);
    await assertTeamIdFree(db, values.season_id, values.team_id);
    const team = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('teams')
          .values({ ...values, is_close: 0 })
          .returningAll()
          .executeTakeFirstOrThrow();
        const saved = toTeamAnswer(row);
        await writeAudit(trx, {
          admin: requireAdmin(admin),
          action: 'team.create',
          targetType: 'team',
          targetId: saved.id,
          after: saved,
          at: clock.now(),
        });
        return saved;
      })
      .catch((error) => rethrowDuplicate(error, values.season_id, values.team_id));
    return { ok: true, team };
  },

  updateTeam: async ({ params, body, admin }, { db, clock }) => {
    const before = toTeamAnswer(await requireTeam(db, params.id));
    const values = teamValues(body);
    await assertSeasonExists(db, values.season_id);
    await assertTeamIdFree(db, values.season_id, values.team_id, params.id);
    const team = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .updateTable('teams')
          .set(values)
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const saved = toTeamAnswer(row);
        await writeAudit(trx, {
          admin: requireAdmin(admin),
          action: 'team.update',
          targetType: 'team',
          targetId: saved.id,
          before,
          after: saved,
          at: clock.now(),
        });
        return saved;
      })
      .catch((error) => rethrowDuplicate(error, values.season_id, values.team_id));
    return { ok: true, team };
  },

  setTeamClosed: async ({ params, body, admin }, { db, clock }) => {
    const before = toTeamAnswer(await requireTeam(db, params.id));
    const team = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('teams')
        .set({ is_close: body.is_close })
        .where('id', '=', params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const saved = toTeamAnswer(row);
      await writeAudit(trx, {
        admin: requireAdmin(admin),
        action: body.is_close === 1 ? 'team.close' : 'team.open',
        targetType: 'team',
        targetId: saved.id,
        before: { is_close: before.is_close },
        after: { is_close: saved.is_close },
        at: clock.now(),
      });
      return saved;
    });
    return { ok: true, team };
  },

  deleteTeam: async ({ params, admin }, { db, clock }) => {
    const before = toTeamAnswer(await requireTeam(db, params.id));
    const holders = await countTeamHolders(db, params.id);
    const held = describeTeamHolders(holders);
    if (held) throw conflict(held, 'team.has_holders', holders);
    await db
      .transaction()
      .execute(async (trx) => {
        const deleted = await trx.deleteFrom('teams').where('id', '=', params.id).executeTakeFirst();
        if (deleted.numDeletedRows === 0n)
          throw notFound(`No team with id ${params.id}`, 'team.not_found', { teamId: params.id });
        await writeAudit(trx, {
          admin: requireAdmin(admin),
          action: 'team.delete',
          targetType: 'team',
          targetId: params.id,
          before,
          at: clock.now(),
        });
      })
      .catch((error) => {
        // a player or fixture added since the count: the foreign key refuses, and the message says why
        if (isForeignKeyViolation(error))
          throw conflict(
            'This team gained players or fixtures meanwhile, so it cannot be deleted',
            'team.gained_holders',
          );
        throw error;
      });
    return { ok: true };
  },
};
