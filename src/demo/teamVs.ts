/**
 * The demo's team matchups, on the in-memory store, with the server's rules and messages
 * (server/routes/teamVs.ts, server/domain/fixtures.ts): a real calendar day, two different existing
 * teams, and a day's list by sort, then time with untimed fixtures last.
 */
import type { Static } from '@sinclair/typebox';
import type { TeamVs } from '../../contract';
import { isCalendarDate, notACalendarDate } from '../../contract/calendarDate';
import type { Row } from '../../server/db/schema';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { type DemoStore, nextId } from './store';
import { recordDemoAudit } from './teams';

type FixtureRow = Row<'team_vs'>;

/** The server's check (contract/calendarDate.ts), as a demo failure. */
function assertCalendarDate(field: string, text: string) {
  if (!isCalendarDate(text)) throw new DemoError(400, notACalendarDate(field, text));
}

function teamName(store: DemoStore, id: number): string {
  return store.data.teams.find((team) => team.id === id)?.name ?? '';
}

function toTeamVs(store: DemoStore, row: FixtureRow): Static<typeof TeamVs> {
  return {
    ID: row.id,
    DateVs: row.date_vs,
    Team1ID: row.team1_id,
    Team1Name: teamName(store, row.team1_id),
    Team2ID: row.team2_id,
    Team2Name: teamName(store, row.team2_id),
    Score1: row.score1,
    Score2: row.score2,
    Sort: row.sort,
    Time: row.match_time,
  };
}

function requireFixture(store: DemoStore, id: number): FixtureRow {
  const row = store.data.team_vs.find((fixture) => fixture.id === id);
  if (!row) throw new DemoError(404, `No fixture with id ${id}`);
  return row;
}

/** Sort, then kick-off time with untimed fixtures last, then id: the server's order. */
const displayOrder = (a: FixtureRow, b: FixtureRow) =>
  a.sort - b.sort || (a.match_time ?? '99:99').localeCompare(b.match_time ?? '99:99') || a.id - b.id;

export const teamVsHandlers: DemoHandlerMap = {
  listTeamVs: ({ query }, store) => {
    assertCalendarDate('date', query.date);
    const rows = store.data.team_vs.filter((row) => row.date_vs === query.date).sort(displayOrder);
    return { ok: true, teamVs: rows.map((row) => toTeamVs(store, row)) };
  },

  createTeamVs: ({ body, admin }, store) => {
    assertCalendarDate('date', body.date);
    if (body.team1 === body.team2) throw new DemoError(400, 'Invalid team2: a team cannot play against itself');
    for (const field of ['team1', 'team2'] as const) {
      if (!store.data.teams.some((team) => team.id === body[field])) {
        throw new DemoError(400, `Invalid ${field}: there is no team with id ${body[field]}`);
      }
    }
    const row: FixtureRow = {
      id: nextId(store.data.team_vs),
      date_vs: body.date,
      team1_id: body.team1,
      team2_id: body.team2,
      score1: null,
      score2: null,
      sort: body.sort,
      match_time: body.time ?? null,
    };
    store.data.team_vs.push(row);
    recordDemoAudit(store, admin, { action: 'teamvs.create', targetType: 'team_vs', targetId: row.id, after: row });
    return { ok: true, fixture: toTeamVs(store, row) };
  },

  updateTeamVs: ({ params, body, admin }, store) => {
    const row = requireFixture(store, params.id);
    const before = { score1: row.score1, score2: row.score2, sort: row.sort };
    const changes = { score1: body.score1, score2: body.score2, sort: body.sort };
    Object.assign(row, changes);
    recordDemoAudit(store, admin, {
      action: 'teamvs.update',
      targetType: 'team_vs',
      targetId: row.id,
      before,
      after: changes,
    });
    return { ok: true, fixture: toTeamVs(store, row) };
  },

  deleteTeamVs: ({ params, admin }, store) => {
    const row = requireFixture(store, params.id);
    const before = toTeamVs(store, row);
    store.data.team_vs.splice(store.data.team_vs.indexOf(row), 1);
    recordDemoAudit(store, admin, { action: 'teamvs.delete', targetType: 'team_vs', targetId: row.id, before });
    return { ok: true };
  },
};
