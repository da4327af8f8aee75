/**
 * Teams management. The cases build their own team (a Team ID no demo data set uses) and carry its
 * row id from the create case to the later ones, so seeded teams are only read, never changed;
 * team 1 of every demo data set has players and fixtures, so it cannot be deleted.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

const form = (overrides: Record<string, unknown> = {}) => ({
  team_id: 990001,
  name: 'Chiang Rai United',
  short_name: 'Chiang Rai',
  club_abbr: 'CRU',
  grounds_city: 'Chiang Rai',
  alt_ids_opta: 't990001',
  alt_ids_opta_id: '990001',
  ...overrides,
});

/** Set by the create case; read lazily by the later cases' params. */
const created = { id: 0 };
const createdTeam = {
  get id() {
    if (!created.id) throw new Error('the team-creating case did not run or failed');
    return created.id;
  },
};

export const teamCases: ContractCase[] = [
  {
    name: 'lists every team with its Open/Closed flag',
    route: 'listTeams',
    status: 200,
    check: (answer) => {
      expect(answer.teams.length).toBeGreaterThanOrEqual(20);
      expect(answer.teams.find((team: { id: number }) => team.id === 1)).toMatchObject({ season_id: 578 });
    },
  },
  {
    name: 'creates an open team in season 578 when no season is given',
    route: 'createTeam',
    body: form({ name: '  Chiang Rai United  ' }),
    status: 200,
    check: (answer) => {
      expect(answer.team).toMatchObject({ ...form(), season_id: 578, is_close: 0 });
      created.id = answer.team.id;
    },
  },
  {
    name: 'refuses a Team ID already used in the same season with 409',
    route: 'createTeam',
    body: form({ name: 'Another name' }),
    status: 409,
    check: (answer) => expect(answer.error).toContain('990001'),
  },
  {
    name: 'refuses a blank name with 400 naming it',
    route: 'createTeam',
    body: form({ team_id: 990002, name: '   ' }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('name'),
  },
  {
    name: 'refuses a missing alt_ids_opta_id with 400 naming it',
    route: 'createTeam',
    body: { ...form({ team_id: 990003 }), alt_ids_opta_id: undefined },
    status: 400,
    check: (answer) => expect(answer.error).toContain('alt_ids_opta_id'),
  },
  {
    name: 'refuses an unknown season with 400 naming season_id',
    route: 'createTeam',
    body: form({ team_id: 990004, season_id: 999999 }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('season_id'),
  },
  {
    name: 'updates a team, keeping its own Team ID',
    route: 'updateTeam',
    params: createdTeam,
    body: form({ name: 'Chiangrai United', club_abbr: 'CRFC', season_id: 578 }),
    status: 200,
    check: (answer) =>
      expect(answer.team).toMatchObject({ name: 'Chiangrai United', club_abbr: 'CRFC', team_id: 990001 }),
  },
  {
    name: 'refuses an update with a blank city with 400 naming it',
    route: 'updateTeam',
    params: createdTeam,
    body: form({ grounds_city: '' }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('grounds_city'),
  },
  {
    name: 'answers 404 for updating an unknown team',
    route: 'updateTeam',
    params: { id: 999999 },
    body: form({ team_id: 990005 }),
    status: 404,
  },
  {
    name: 'closes a team',
    route: 'setTeamClosed',
    params: createdTeam,
    body: { is_close: 1 },
    status: 200,
    check: (answer) => expect(answer.team.is_close).toBe(1),
  },
  {
    name: 'reopens a team',
    route: 'setTeamClosed',
    params: createdTeam,
    body: { is_close: 0 },
    status: 200,
    check: (answer) => expect(answer.team.is_close).toBe(0),
  },
  {
    name: 'refuses an is_close other than 0 or 1 with 400',
    route: 'setTeamClosed',
    params: createdTeam,
    body: { is_close: 2 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('is_close'),
  },
  {
    name: 'answers 404 for closing an unknown team',
    route: 'setTeamClosed',
    params: { id: 999999 },
    body: { is_close: 1 },
    status: 404,
  },
  {
    name: 'refuses to delete a team its players and fixtures hold, saying what holds it',
    route: 'deleteTeam',
    params: { id: 1 },
    status: 409,
    check: (answer) => expect(answer.error).toMatch(/This team still has \d+ players and \d+ fixtures/),
  },
  {
    name: 'deletes a team nothing refers to',
    route: 'deleteTeam',
    params: createdTeam,
    status: 200,
  },
  {
    name: 'answers 404 for deleting a team that is gone',
    route: 'deleteTeam',
    params: createdTeam,
    status: 404,
  },
];
