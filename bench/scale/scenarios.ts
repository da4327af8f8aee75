/** The requests the scale benchmark loads the real server with, and the list endpoints among them. */
import { fixtureDateOf, SCALE_GAME_WEEK, type ScaleSize } from './generate';

export interface Scenario {
  name: string;
  path: string;
  /** a list endpoint: its p50 at the largest size must stay within 1.5x of the smallest */
  list: boolean;
}

export function scenariosFor(size: ScaleSize): Scenario[] {
  const api = '/api/admin/v1';
  return [
    { name: 'check-token', path: `${api}/check-token`, list: false },
    { name: 'payments pending page 1', path: `${api}/payment-pending?page=1&limit=20`, list: true },
    { name: 'payments pending page 500', path: `${api}/payment-pending?page=500&limit=20`, list: true },
    // user 1 holds tickets 1..10 at every size (generate.ts)
    { name: 'tickets of one user', path: `${api}/see-ticket-user/1/-`, list: true },
    {
      name: 'entrants page 1',
      path: `${api}/game-week-player-all-results-n/${SCALE_GAME_WEEK}?page=1&limit=50`,
      list: true,
    },
    { name: 'fixtures of a date', path: `${api}/team-vs?date=${fixtureDateOf(size)}`, list: true },
    { name: 'members page 1', path: `${api}/get-all-user?page=1&limit=50`, list: true },
    // matches 1 member at 1k and 1,111 at 1M (member777, member7770.., member777000..): its answer grows
    { name: 'members search', path: `${api}/get-all-user?page=1&limit=50&q=member777`, list: true },
    // a league member's phone (generate.ts: 08 and 8 digits; the others' start with 09): 1 match at every size
    { name: 'members search, one match', path: `${api}/get-all-user?page=1&limit=50&q=0800000777`, list: true },
  ];
}

/** The two the ceiling answers too, measured for throughput at 50 connections. */
export const THROUGHPUT_SCENARIOS = ['check-token', 'payments pending page 1'];
