/** Team matchups: a day's fixtures, creating one, saving scores and sort, deleting (spec screen 9). */

import { isForeignKeyViolation } from '../db/errors';
import { writeAudit } from '../domain/audit';
import { assertCalendarDate, assertFixtureTeams, fixturesOn, requireFixture } from '../domain/fixtures';
import { badRequest, notFound } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

export const teamVsHandlers: HandlerMap = {
  listTeamVs: async ({ query }, { db }) => {
    assertCalendarDate('date', query.date);
    return { ok: true, teamVs: await fixturesOn(db, query.date) };
  },

  createTeamVs: async ({ body, admin }, { db, clock }) => {
    assertCalendarDate('date', body.date);
    await assertFixtureTeams(db, body.team1, body.team2);
    const id = await db
      .transaction()
      .execute(async (trx) => {
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
        await writeAudit(trx, {
          admin: requireAdmin(admin),
          action: 'teamvs.create',
          targetType: 'team_vs',
          targetId: row.id,
          after: row,
          at: clock.now(),
        });
        return row.id;
      })
      .catch((error) => {
        // a team deleted between the check and the insert
        if (isForeignKeyViolation(error)) {
          throw badRequest('Invalid team1 or team2: that team no longer exists', 'fixture.team_gone');
        }
        throw error;
      });
    return { ok: true, fixture: await requireFixture(db, id) };
  },

  updateTeamVs: async ({ params, body, admin }, { db, clock }) => {
    const before = await requireFixture(db, params.id);
    const changes = { score1: body.score1, score2: body.score2, sort: body.sort };
    await db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('team_vs').set(changes).where('id', '=', params.id).executeTakeFirst();
      // deleted by someone else since it was read: nothing to update, and no audit row
      if (updated.numUpdatedRows === 0n)
        throw notFound(`No fixture with id ${params.id}`, 'fixture.not_found', { id: params.id });
      await writeAudit(trx, {
        admin: requireAdmin(admin),
        action: 'teamvs.update',
        targetType: 'team_vs',
        targetId: params.id,
        before: { score1: before.Score1, score2: before.Score2, sort: before.Sort },
        after: changes,
        at: clock.now(),
      });
    });
    return { ok: true, fixture: await requireFixture(db, params.id) };
  },

  deleteTeamVs: async ({ params, admin }, { db, clock }) => {
    const before = await requireFixture(db, params.id);
    await db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('team_vs').where('id', '=', params.id).executeTakeFirst();
      if (deleted.numDeletedRows === 0n)
        throw notFound(`No fixture with id ${params.id}`, 'fixture.not_found', { id: params.id });
      await writeAudit(trx, {
        admin: requireAdmin(admin),
        action: 'teamvs.delete',
        targetType: 'team_vs',
        targetId: params.id,
        before,
        at: clock.now(),
      });
    });
    return { ok: true };
  },
};
