import { fixtureDateOf, SCALE_GAME_WEEK, type ScaleSize } from './generate';

export interface Scenario {
  name: string;
  path: string;
  /** held to the growth target: p50 at the largest size at most 1.5x the smallest's (markdown.ts) */
  list: boolean;
  /** where this answer does not exist at the smallest size: the same answer without the deep offset */
  baselineAtSmallest?: string;
}

export function scenariosFor(size: ScaleSize): Scenario[] {
  const api = '/api/admin/v1';
  return [
    { name: 'check-token', path: `${api}/check-token`, list: false },
    { name: 'payments pending page 1', path: `${api}/payment-pending?page=1&limit=20`, list: true },
    // empty at 1k and 10k (300 and 3,000 pending payments): its target compares page 500 at 1M, a full page
    // 9,980 payments deep, with page 1 at 1k, the same 20 payments' answer with no offset
    {
      name: 'payments pending page 500',
      path: `${api}/payment-pending?page=500&limit=20`,
      list: true,
      baselineAtSmallest: 'payments pending page 1',
    },
    // user 1 holds tickets 1..10 at every size (generate.ts)
    { name: 'tickets of one user', path: `${api}/see-ticket-user/1/-`, list: true },
    {
      name: 'entrants page 1',
      path: `${api}/game-week-player-all-results-n/${SCALE_GAME_WEEK}?page=1&limit=50`,
      list: true,
    },
    { name: 'fixtures of a date', path: `${api}/team-vs?date=${fixtureDateOf(size)}`, list: true },
    { name: 'members page 1', path: `${api}/get-all-user?page=1&limit=50`, list: true },
    // Searches compared across sizes ask a question with the same answer at every size (generate.ts: the
    // league's members 1..1000 have phones 0800000000..0800000999, everyone else's start with 09).
    // 1,000 league members (and at 1M member 800000, whose id the digits name): a full page of 50 and a count
    {
      name: 'members search, 1,000 matches',
      path: `${api}/get-all-user?page=1&limit=50&q=0800000`,
      list: true,
    },
    { name: 'members search, one match', path: `${api}/get-all-user?page=1&limit=50&q=0800000777`, list: true },
    // digits from the middle of a phone, off the trigram indexes (migration 006): league members 770..779
    // (0800000770..0800000779) at every size; no other phone holds them (09 and eight hex digits below 0xF4240)
    {
      name: 'members search inside phones, 10 matches',
      path: `${api}/get-all-user?page=1&limit=50&q=80000077`,
      list: true,
    },
    // Payments searches with the same answer at every size (generate.ts): member 1's one payment is number N
    // (pending), the member with phone 0800000777 has one payment (completed), payment 999 is cancelled with
    // the code REF000003e7. Each digit text is looked up as every kind it may be (id, phone, amount, code).
    { name: 'payments search by member id', path: `${api}/payment-pending?page=1&limit=20&q=1`, list: true },
    {
      name: 'payments search by phone',
      path: `${api}/payment-completed?page=1&limit=20&q=0800000777`,
      list: true,
    },
    {
      name: 'payments search by reference code',
      path: `${api}/payment-cancelled?page=1&limit=20&q=REF000003e7`,
      list: true,
    },
    // Shown, not held: a fifth of the payments has each amount, so its count grows with the table
    { name: 'payments search by amount', path: `${api}/payment-pending?page=1&limit=20&q=200`, list: false },
    // Shown, not held to the growth target: its answer grows with the table, 1 match at 1k and 1,111 at 1M
    // (member777, member7770.., member777000..); at 1M it costs what the 1,000-match search costs.
    {
      name: 'members search, matches grow with the table',
      path: `${api}/get-all-user?page=1&limit=50&q=member777`,
      list: false,
    },
  ];
}

/** The two the ceiling answers too, measured for throughput at 50 connections. */
export const THROUGHPUT_SCENARIOS = ['check-token', 'payments pending page 1'];
