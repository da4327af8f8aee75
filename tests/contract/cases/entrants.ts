/** The entrant lists of game week 1 (every demo data set has entrants in it, VIP and normal). */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

type Row = { total_point: number; created_at: string };
const isRanked = (rows: Row[]) =>
  rows.every(
    (row, i) =>
      i === 0 ||
      rows[i - 1].total_point > row.total_point ||
      (rows[i - 1].total_point === row.total_point && rows[i - 1].created_at <= row.created_at),
  );

export const entrantCases: ContractCase[] = [
  {
    name: 'lists normal entrants by points then submission time, page 1 and limit 50 by default',
    route: 'listNormalEntrants',
    params: { gameWeekId: 1 },
    status: 200,
    check: (answer) => {
      expect(answer).toMatchObject({ page: 1, limit: 50 });
      expect(answer.data.length).toBe(Math.min(50, answer.total));
      expect(isRanked(answer.data)).toBe(true);
    },
  },
  {
    name: 'lists VIP entrants, paged',
    route: 'listVipEntrants',
    params: { gameWeekId: 1 },
    query: { page: 1, limit: 3 },
    status: 200,
    check: (answer) => {
      expect(answer).toMatchObject({ page: 1, limit: 3 });
      expect(answer.data).toHaveLength(3);
      expect(isRanked(answer.data)).toBe(true);
    },
  },
  {
    name: 'answers 404 for an unknown game week',
    route: 'listNormalEntrants',
    params: { gameWeekId: 999999 },
    status: 404,
  },
  {
    name: 'refuses a limit above 100 with 400',
    route: 'listVipEntrants',
    params: { gameWeekId: 1 },
    query: { limit: 101 },
    status: 400,
  },
];
