import { assertCalendarDate, fixturesOn } from '../domain/fixtures';
import { createFixture, deleteFixture, updateFixture } from '../domain/fixturesChanges';
import { type HandlerMap, requireAdmin } from './types';

export const teamVsHandlers: HandlerMap = {
  listTeamVs: async ({ query }, { db }) => {
    assertCalendarDate('date', query.date);
    return { ok: true, teamVs: await fixturesOn(db, query.date) };
  },

  createTeamVs: async ({ body, admin }, { db, clock }) => {
    assertCalendarDate('date', body.date);
    const fixture = await createFixture(db, body, { admin: requireAdmin(admin), at: clock.now() });
    return { ok: true, fixture };
  },

  updateTeamVs: async ({ params, body, admin }, { db, clock }) => {
    const fixture = await updateFixture(db, params.id, body, { admin: requireAdmin(admin), at: clock.now() });
    return { ok: true, fixture };
  },

  deleteTeamVs: async ({ params, admin }, { db, clock }) => {
    await deleteFixture(db, params.id, { admin: requireAdmin(admin), at: clock.now() });
    return { ok: true };
  },
};
