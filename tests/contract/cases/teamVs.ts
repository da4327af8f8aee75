/**
 * Team matchups. The cases use a day far after any demo data set's schedule, create their own
 * fixtures between seeded teams 1..3 and carry the first fixture's id to the later cases.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

/** No demo data set has fixtures this late: the day starts empty in every target. */
const DAY = '2030-06-01';

/** Set by the first create case; read lazily by the later cases' params. */
const created = { id: 0 };
const createdFixture = {
  get id() {
    if (!created.id) throw new Error('the fixture-creating case did not run or failed');
    return created.id;
  },
};

const isOrderedBySort = (fixtures: { Sort: number }[]) =>
  fixtures.every((fixture, index) => index === 0 || fixtures[index - 1].Sort <= fixture.Sort);

export const teamVsCases: ContractCase[] = [
  {
    name: 'creates a fixture with both team names and no scores yet',
    route: 'createTeamVs',
    body: { date: DAY, team1: 1, team2: 2, sort: 2, time: '19:30' },
    status: 200,
    check: (answer) => {
      expect(answer.fixture).toMatchObject({
        DateVs: DAY,
        Team1ID: 1,
        Team2ID: 2,
        Score1: null,
        Score2: null,
        Sort: 2,
        Time: '19:30',
      });
      expect(answer.fixture.Team1Name).toBeTruthy();
      expect(answer.fixture.Team2Name).toBeTruthy();
      created.id = answer.fixture.ID;
    },
  },
  {
    name: 'creates a second fixture of the day, without a time',
    route: 'createTeamVs',
    body: { date: DAY, team1: 3, team2: 1, sort: 1 },
    status: 200,
    check: (answer) => expect(answer.fixture).toMatchObject({ Sort: 1, Time: null }),
  },
  {
    name: "lists the day's fixtures ordered by Sort",
    route: 'listTeamVs',
    query: { date: DAY },
    status: 200,
    check: (answer) => {
      expect(answer.teamVs.map((fixture: { Sort: number }) => fixture.Sort)).toEqual([1, 2]);
      expect(answer.teamVs.every((fixture: { DateVs: string }) => fixture.DateVs === DAY)).toBe(true);
    },
  },
  {
    name: 'lists a day of the seeded season in Sort order',
    route: 'listTeamVs',
    query: { date: '2024-05-19' },
    status: 200,
    check: (answer) => expect(isOrderedBySort(answer.teamVs)).toBe(true),
  },
  {
    name: 'refuses to list without a date with 400',
    route: 'listTeamVs',
    status: 400,
    check: (answer) => expect(answer.error).toContain('date'),
  },
  {
    name: 'refuses to list a day that does not exist (2024-02-30) with 400',
    route: 'listTeamVs',
    query: { date: '2024-02-30' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('date'),
  },
  {
    name: 'refuses a team against itself with 400 naming team2',
    route: 'createTeamVs',
    body: { date: DAY, team1: 2, team2: 2, sort: 3 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('team2'),
  },
  {
    name: 'refuses an unknown team with 400 naming team1',
    route: 'createTeamVs',
    body: { date: DAY, team1: 999999, team2: 2, sort: 3 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('team1'),
  },
  {
    name: 'refuses a day that does not exist with 400 naming the date',
    route: 'createTeamVs',
    body: { date: '2024-02-30', team1: 1, team2: 2, sort: 3 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('date'),
  },
  {
    name: 'refuses a fractional sort with 400 naming it',
    route: 'createTeamVs',
    body: { date: DAY, team1: 1, team2: 2, sort: 1.5 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('sort'),
  },
  {
    name: 'saves the scores and sort',
    route: 'updateTeamVs',
    params: createdFixture,
    body: { score1: 2, score2: 0, sort: 5 },
    status: 200,
    check: (answer) => expect(answer.fixture).toMatchObject({ Score1: 2, Score2: 0, Sort: 5 }),
  },
  {
    name: 'clears a score back to null',
    route: 'updateTeamVs',
    params: createdFixture,
    body: { score1: null, score2: 0, sort: 5 },
    status: 200,
    check: (answer) => expect(answer.fixture).toMatchObject({ Score1: null, Score2: 0 }),
  },
  {
    name: 'refuses a score above 99 with 400 naming it',
    route: 'updateTeamVs',
    params: createdFixture,
    body: { score1: 100, score2: 0, sort: 5 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('score1'),
  },
  {
    name: 'answers 404 for saving an unknown fixture',
    route: 'updateTeamVs',
    params: { id: 999999 },
    body: { score1: 1, score2: 1, sort: 1 },
    status: 404,
  },
  { name: 'deletes a fixture', route: 'deleteTeamVs', params: createdFixture, status: 200 },
  {
    name: 'answers 404 for deleting a fixture that is gone',
    route: 'deleteTeamVs',
    params: createdFixture,
    status: 404,
  },
];
