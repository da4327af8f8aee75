/**
 * Game-week detail and points. They must hold on any seeded demo data set (the server's small seed and
 * the demo's, anchored on another day), so the changes are made to game week 6: it is always in the
 * future of the demo world, its points rows and entry totals are all zero, and row 2496 is its first
 * row (week 6, player 1) whatever the anchor. The point change is undone by a later case.
 */
import { expect } from 'vitest';
import { POINT_FIELDS, POSITIONS } from '../../../contract';
import type { ContractCase } from '../harness';

const FUTURE_WEEK = 6;
const FUTURE_ROW = 2496;
const UNKNOWN = 999_999;

const pointsBody = (value: number) => Object.fromEntries(POINT_FIELDS.map((field) => [field, value]));

export const gameWeekDetailCases: ContractCase[] = [
  {
    name: 'answers a game week with its teams and player rows, ordered G, D, M, F',
    route: 'getGameWeekDetail',
    params: { id: 1 },
    status: 200,
    check: (answer) => {
      expect(answer.gameWeek.id).toBe(1);
      expect(answer.teams.length).toBeGreaterThan(0);
      expect(answer.players.length).toBeGreaterThan(0);
      const ranks = answer.players.map((p: { position: (typeof POSITIONS)[number] }) => POSITIONS.indexOf(p.position));
      expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
      expect(new Set(answer.players.map((p: { id: number }) => p.id)).size).toBe(answer.players.length);
    },
  },
  {
    name: "carries each row's id and its season player's id",
    route: 'getGameWeekDetail',
    params: { id: FUTURE_WEEK },
    status: 200,
    check: (answer) => {
      const row = answer.players.find((p: { id: number }) => p.id === FUTURE_ROW);
      expect(row).toMatchObject({ id: FUTURE_ROW, player_id: 1, game_week_id: FUTURE_WEEK });
    },
  },
  { name: 'answers 404 for an unknown game week', route: 'getGameWeekDetail', params: { id: UNKNOWN }, status: 404 },
  {
    name: "sets a team's team-vs text in a game week",
    route: 'savePlayerTeamVs',
    body: { game_week_id: FUTURE_WEEK, team_id: 1, team_vs: 'ARS vs CHE' },
    status: 200,
  },
  {
    name: 'refuses a team_id sent as text with 400 naming it',
    route: 'savePlayerTeamVs',
    body: { game_week_id: FUTURE_WEEK, team_id: '1', team_vs: 'x' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('team_id'),
  },
  {
    name: 'answers 404 for an unknown game week',
    route: 'savePlayerTeamVs',
    body: { game_week_id: UNKNOWN, team_id: 1, team_vs: 'x' },
    status: 404,
  },
  {
    name: 'answers 404 for an unknown team',
    route: 'savePlayerTeamVs',
    body: { game_week_id: FUTURE_WEEK, team_id: UNKNOWN, team_vs: 'x' },
    status: 404,
  },
  {
    name: "saves a row's eight point fields and answers the row",
    route: 'updateGameWeekPlayer',
    params: { id: FUTURE_ROW },
    body: pointsBody(2),
    status: 200,
    check: (answer) => {
      expect(answer.player).toMatchObject({ id: FUTURE_ROW, player_id: 1, ...pointsBody(2) });
    },
  },
  {
    name: 'puts the row back to zero',
    route: 'updateGameWeekPlayer',
    params: { id: FUTURE_ROW },
    body: pointsBody(0),
    status: 200,
    check: (answer) => expect(answer.player).toMatchObject(pointsBody(0)),
  },
  {
    name: 'refuses a point field that is not a whole number with 400 naming it',
    route: 'updateGameWeekPlayer',
    params: { id: FUTURE_ROW },
    body: { ...pointsBody(0), goal_point: 1.5 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('goal_point'),
  },
  {
    name: 'refuses a point field sent as text with 400 naming it',
    route: 'updateGameWeekPlayer',
    params: { id: FUTURE_ROW },
    body: { ...pointsBody(0), card_point: '-1' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('card_point'),
  },
  {
    name: 'answers 404 for an unknown row',
    route: 'updateGameWeekPlayer',
    params: { id: UNKNOWN },
    body: pointsBody(0),
    status: 404,
  },
  {
    name: "recomputes the game week's entry totals",
    route: 'summariseGameWeek',
    params: { id: FUTURE_WEEK },
    status: 200,
  },
  { name: 'answers 404 for an unknown game week', route: 'summariseGameWeek', params: { id: UNKNOWN }, status: 404 },
];
