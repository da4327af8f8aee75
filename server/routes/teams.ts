import { listTeams } from '../domain/teams';
import { createTeam, deleteTeam, setTeamClosed, updateTeam } from '../domain/teamsChanges';
import { type HandlerMap, requireAdmin } from './types';

export const teamHandlers: HandlerMap = {
  listTeams: async (_input, { db }) => ({ ok: true, teams: await listTeams(db) }),

  createTeam: async ({ body, admin }, { db, clock }) => {
    const team = await createTeam(db, body, { admin: requireAdmin(admin), at: clock.now() });
    return { ok: true, team };
  },

  updateTeam: async ({ params, body, admin }, { db, clock }) => {
    const team = await updateTeam(db, params.id, body, { admin: requireAdmin(admin), at: clock.now() });
    return { ok: true, team };
  },

  setTeamClosed: async ({ params, body, admin }, { db, clock }) => {
    const team = await setTeamClosed(db, params.id, body.is_close, { admin: requireAdmin(admin), at: clock.now() });
    return { ok: true, team };
  },

  deleteTeam: async ({ params, admin }, { db, clock }) => {
    await deleteTeam(db, params.id, { admin: requireAdmin(admin), at: clock.now() });
    return { ok: true };
  },
};
