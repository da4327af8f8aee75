/** Seasons: the list, the season editor's detail and its score summary (ours). Read only. */
import { expect } from 'vitest';
import { POSITIONS } from '../../../contract';
import type { ContractCase } from '../harness';

const UNKNOWN = 999_999;

/** A season label names two following years, 'YYYY/YY'; which ones depends on the day the world was seeded. */
function expectSeasonLabel(label: string) {
  const match = /^(\d{4})\/(\d{2})$/.exec(label);
  expect(match, label).not.toBeNull();
  expect(Number(match?.[2])).toBe((Number(match?.[1]) + 1) % 100);
}

export const seasonCases: ContractCase[] = [
  {
    name: 'lists every season, newest first',
    route: 'listSeasons',
    status: 200,
    check: (answer) => {
      const ids = answer.seasons.map((season: { id: number }) => season.id);
      // the current season is the newest, so the first an operator sees
      expect(ids.slice(0, 2)).toEqual([578, 577]);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      for (const season of answer.seasons) expectSeasonLabel(season.label);
    },
  },
  {
    name: "answers a season's teams and its players in the editor's casing, ordered G, D, M, F",
    route: 'getSeasonDetail',
    params: { id: 578 },
    status: 200,
    check: (answer) => {
      expect(answer.season.id).toBe(578);
      expectSeasonLabel(answer.season.label);
      expect(answer.teams.length).toBeGreaterThanOrEqual(20);
      expect(answer.players.length).toBeGreaterThan(0);
      const ranks = answer.players.map((p: { Position: (typeof POSITIONS)[number] }) => POSITIONS.indexOf(p.Position));
      expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
      for (const player of answer.players) expect(player.Seasons).toBe(578);
    },
  },
  { name: 'answers 404 for an unknown season', route: 'getSeasonDetail', params: { id: UNKNOWN }, status: 404 },
  { name: 'refuses an id that is not a number with 400', route: 'getSeasonDetail', params: { id: 'abc' }, status: 400 },
  { name: 'refuses a request without a token', route: 'listSeasons', auth: 'none', status: 401 },
  {
    name: "sums every player's points over the season's game weeks, most points first",
    route: 'getSeasonPoints',
    params: { id: 578 },
    status: 200,
    check: (answer) => {
      expect(answer.players.length).toBeGreaterThan(0);
      const totals = answer.players.map((player: { points: number }) => player.points);
      expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
      expect(totals[0]).toBeGreaterThan(0);
      expect(answer.players[0].game_weeks).toBeGreaterThan(0);
    },
  },
  {
    name: 'answers 404 for the points of an unknown season',
    route: 'getSeasonPoints',
    params: { id: UNKNOWN },
    status: 404,
  },
];
