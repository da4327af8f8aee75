/**
 * The demo's teams management, on the in-memory store, with the server's rules and messages
 * (server/routes/teams.ts, server/domain/teams.ts): a Team ID once per season, an existing season,
 * and no deleting a team that players or fixtures still hold.
 */
import type { Static } from '@sinclair/typebox';
import type { Team, TeamBody } from '../../contract';
import type { Row } from '../../server/db/schema';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { type DemoAdmin, type DemoStore, nextId } from './store';

type TeamRow = Row<'teams'>;

const toTeam = (row: TeamRow): Static<typeof Team> => ({ ...row, is_close: row.is_close === 1 ? 1 : 0 });

/** Form text is stored trimmed, as the server stores it. */
function teamValues(body: Static<typeof TeamBody>) {
  return {
    season_id: body.season_id,
    team_id: body.team_id,
    name: body.name.trim(),
    short_name: body.short_name.trim(),
    club_abbr: body.club_abbr.trim(),
    grounds_city: body.grounds_city.trim(),
    alt_ids_opta: body.alt_ids_opta.trim(),
    alt_ids_opta_id: body.alt_ids_opta_id.trim(),
  };
}

function requireTeam(store: DemoStore, id: number): TeamRow {
  const team = store.data.teams.find((row) => row.id === id);
  if (!team) throw new DemoError(404, `No team with id ${id}`);
  return team;
}

function assertSeasonExists(store: DemoStore, seasonId: number) {
  if (!store.data.seasons.some((season) => season.id === seasonId)) {
    throw new DemoError(400, `Invalid season_id: there is no season ${seasonId}`);
  }
}

function assertTeamIdFree(store: DemoStore, seasonId: number, teamId: number, exceptId?: number) {
  const holder = store.data.teams.find(
    (row) => row.season_id === seasonId && row.team_id === teamId && row.id !== exceptId,
  );
  if (holder) {
    throw new DemoError(
      409,
      `Team ID ${teamId} is already used in season ${seasonId} (by ${holder.name}): choose another Team ID`,
    );
  }
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The server's 409 text: 'This team still has 25 players and 3 fixtures, ...', or null when nothing holds it. */
function describeTeamHolders(store: DemoStore, teamId: number): string | null {
  const players = store.data.players.filter((player) => player.team_id === teamId).length;
  const fixtures = store.data.team_vs.filter((f) => f.team1_id === teamId || f.team2_id === teamId).length;
  const parts = [
    ...(players > 0 ? [counted(players, 'player', 'players')] : []),
    ...(fixtures > 0 ? [counted(fixtures, 'fixture', 'fixtures')] : []),
  ];
  if (parts.length === 0) return null;
  return `This team still has ${parts.join(' and ')}, so it cannot be deleted: delete or move them first`;
}

/** The audit row the server writes beside each change, so the demo's audit log tells the same story. */
export function recordDemoAudit(
  store: DemoStore,
  admin: DemoAdmin | null,
  entry: { action: string; targetType: string; targetId: number; before?: unknown; after?: unknown },
) {
  const log = store.data.audit_log;
  log.push({
    id: nextId(log),
    admin_id: admin?.id ?? null,
    admin_username: admin?.username ?? 'system',
    action: entry.action,
    target_type: entry.targetType,
    target_id: String(entry.targetId),
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    created_at: new Date().toISOString(),
  });
}

export const teamHandlers: DemoHandlerMap = {
  listTeams: (_input, store) => ({
    ok: true,
    teams: [...store.data.teams].sort((a, b) => a.season_id - b.season_id || a.id - b.id).map(toTeam),
  }),

  createTeam: ({ body, admin }, store) => {
    const values = teamValues(body);
    assertSeasonExists(store, values.season_id);
    assertTeamIdFree(store, values.season_id, values.team_id);
    const row: TeamRow = { id: nextId(store.data.teams), ...values, is_close: 0 };
    store.data.teams.push(row);
    const team = toTeam(row);
    recordDemoAudit(store, admin, { action: 'team.create', targetType: 'team', targetId: row.id, after: team });
    return { ok: true, team };
  },

  updateTeam: ({ params, body, admin }, store) => {
    const row = requireTeam(store, params.id);
    const values = teamValues(body);
    assertSeasonExists(store, values.season_id);
    assertTeamIdFree(store, values.season_id, values.team_id, params.id);
    const before = toTeam(row);
    Object.assign(row, values);
    const team = toTeam(row);
    recordDemoAudit(store, admin, { action: 'team.update', targetType: 'team', targetId: row.id, before, after: team });
    return { ok: true, team };
  },

  setTeamClosed: ({ params, body, admin }, store) => {
    const row = requireTeam(store, params.id);
    const before = { is_close: row.is_close };
    row.is_close = body.is_close;
    recordDemoAudit(store, admin, {
      action: body.is_close === 1 ? 'team.close' : 'team.open',
      targetType: 'team',
      targetId: row.id,
      before,
      after: { is_close: row.is_close },
    });
    return { ok: true, team: toTeam(row) };
  },

  deleteTeam: ({ params, admin }, store) => {
    const row = requireTeam(store, params.id);
    const held = describeTeamHolders(store, row.id);
    if (held) throw new DemoError(409, held);
    store.data.teams.splice(store.data.teams.indexOf(row), 1);
    recordDemoAudit(store, admin, { action: 'team.delete', targetType: 'team', targetId: row.id, before: toTeam(row) });
    return { ok: true };
  },
};
