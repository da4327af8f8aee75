/** The three calls outside /admin/v1: user info, balance and the premier-league seasons. */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

export const accountCases: ContractCase[] = [
  {
    name: 'answers the signed-in admin with state true',
    route: 'userInfo',
    status: 200,
    check: (answer) => expect(answer.state).toBe(true),
  },
  {
    name: "answers status 'ok' and a zero balance (an admin has no wallet)",
    route: 'userBalance',
    status: 200,
    check: (answer) => expect(answer).toMatchObject({ status: 'ok', data: { balance: 0 } }),
  },
  {
    name: 'answers the seasons, the default season 578 among them',
    route: 'premierLeagueSeasons',
    status: 200,
    check: (answer) => expect(answer.seasons.map((s: { id: number }) => s.id)).toContain(578),
  },
  { name: 'refuses user-info without a token', route: 'userInfo', auth: 'none', status: 401 },
];
