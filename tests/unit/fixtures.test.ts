import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasValidCrc, promptPayPayload, readEmvFields } from '../../contract/rules/promptpay';
import { entryTotalPoints, playerGameWeekPoints, SCORING } from '../../contract/rules/scoring';
import {
  DEMO_ANCHOR_DATE,
  DEMO_ENTRY_BUDGET,
  DEMO_MAX_PICKS_PER_CLUB,
  DEMO_PREVIOUS_SEASON_ID,
  DEMO_PROMPTPAY_TARGET,
  DEMO_TABLES,
  DEMO_TICKET_PRICE,
  type DemoData,
  demoNow,
  generateDemoData,
  seasonLabelOn,
} from '../../fixtures';
import { cpuMsOf } from '../support/cpuTime';

const SMALL = { entriesPerGameWeek: 30, users: 60, payments: 80 } as const;

let data: DemoData;
/** the generator's own work for the default data set (CPU time: a busy machine's waiting is not its work) */
let generationCpuMs: number;

/** One season's rows of the tables a season holds; entries and fixtures through their weeks and teams. */
function seasonRows(all: DemoData, seasonId: number) {
  const teams = all.teams.filter((t) => t.season_id === seasonId);
  const teamIds = new Set(teams.map((t) => t.id));
  const gameWeeks = all.game_weeks.filter((w) => w.season_id === seasonId);
  const weekIds = new Set(gameWeeks.map((w) => w.id));
  const entries = all.game_week_entries.filter((e) => weekIds.has(e.game_week_id));
  const entryIds = new Set(entries.map((e) => e.id));
  return {
    teams,
    players: all.players.filter((p) => p.season_id === seasonId),
    game_weeks: gameWeeks,
    team_vs: all.team_vs.filter((f) => teamIds.has(f.team1_id)),
    game_week_players: all.game_week_players.filter((r) => weekIds.has(r.game_week_id)),
    game_week_entries: entries,
    entry_picks: all.entry_picks.filter((p) => entryIds.has(p.entry_id)),
  };
}
/** The current season's rows (578) of the default data set. */
let current: ReturnType<typeof seasonRows>;

beforeAll(() => {
  generationCpuMs = cpuMsOf(() => {
    data = generateDemoData();
  });
  current = seasonRows(data, 578);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const countBy = <T>(items: readonly T[], key: (item: T) => string | number) => {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};
const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

describe('determinism', () => {
  it('generates exactly the same data twice with the default options', () => {
    const again = generateDemoData();
    for (const table of DEMO_TABLES) {
      // compared as JSON: a deep equality walk over 100k rows is slow, and JSON keeps -0 apart from 0 anyway
      expect(JSON.stringify(again[table]) === JSON.stringify(data[table]), table).toBe(true);
    }
  });

  it('reads neither the clock nor Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random was called');
    });
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const first = generateDemoData(SMALL);
    vi.setSystemTime(new Date('1999-06-15T12:00:00Z'));
    expect(generateDemoData(SMALL)).toStrictEqual(first);
  });

  it('gives other data for another seed, and keeps the clubs when only the sizes change', () => {
    const other = generateDemoData({ ...SMALL, seed: 1 });
    expect(other.players).not.toStrictEqual(generateDemoData(SMALL).players);
    expect(generateDemoData({ ...SMALL, users: 70 }).players).toStrictEqual(generateDemoData(SMALL).players);
  });

  it('generates the default data set in under 10 s of work', () => {
    expect(generationCpuMs).toBeLessThan(10_000);
  });
});

describe('ids and references', () => {
  it('numbers every table from 1 without gaps, except seasons that keep the provider ids', () => {
    for (const table of DEMO_TABLES) {
      if (table === 'seasons') continue;
      expect(
        data[table].every((row, index) => row.id === index + 1),
        table,
      ).toBe(true);
    }
  });

  it('points every foreign key at an existing row', () => {
    const ids = Object.fromEntries(DEMO_TABLES.map((table) => [table, new Set(data[table].map((row) => row.id))]));
    const refs: [string, (number | null)[], keyof DemoData][] = [
      ['teams.season_id', data.teams.map((r) => r.season_id), 'seasons'],
      ['players.season_id', data.players.map((r) => r.season_id), 'seasons'],
      ['players.team_id', data.players.map((r) => r.team_id), 'teams'],
      ['game_weeks.season_id', data.game_weeks.map((r) => r.season_id), 'seasons'],
      ['game_week_players.game_week_id', data.game_week_players.map((r) => r.game_week_id), 'game_weeks'],
      ['game_week_players.player_id', data.game_week_players.map((r) => r.player_id), 'players'],
      ['team_vs.team1_id', data.team_vs.map((r) => r.team1_id), 'teams'],
      ['team_vs.team2_id', data.team_vs.map((r) => r.team2_id), 'teams'],
      ['payments.user_id', data.payments.map((r) => r.user_id), 'users'],
      ['tickets.user_id', data.tickets.map((r) => r.user_id), 'users'],
      ['tickets.payment_id', data.tickets.map((r) => r.payment_id).filter((id) => id !== null), 'payments'],
      ['game_week_entries.game_week_id', data.game_week_entries.map((r) => r.game_week_id), 'game_weeks'],
      ['game_week_entries.user_id', data.game_week_entries.map((r) => r.user_id), 'users'],
      ['entry_picks.entry_id', data.entry_picks.map((r) => r.entry_id), 'game_week_entries'],
      ['entry_picks.player_id', data.entry_picks.map((r) => r.player_id), 'players'],
    ];
    for (const [column, values, table] of refs) {
      expect(
        values.every((value) => ids[table].has(value as number)),
        column,
      ).toBe(true);
    }
  });

  it('leaves out the tables the server and the demo fill themselves, and the audit log empty', () => {
    expect(Object.keys(data).sort()).toEqual([...DEMO_TABLES].sort());
    expect(data.audit_log).toEqual([]);
  });
});

describe('seasons, clubs and players', () => {
  it('has the current season 578 labelled for its dates, listed first, and the season before it', () => {
    expect(data.seasons).toEqual([
      { id: 578, label: '2023/24' },
      { id: 577, label: '2022/23' },
    ]);
    expect(generateDemoData({ ...SMALL, anchorDate: '2026-11-25' }).seasons).toEqual([
      { id: 578, label: '2026/27' },
      { id: 577, label: '2025/26' },
    ]);
  });

  it('labels a season July to June by its two years', () => {
    expect(seasonLabelOn('2026-06-30')).toBe('2025/26');
    expect(seasonLabelOn('2026-07-01')).toBe('2026/27');
    expect(seasonLabelOn('2099-12-31')).toBe('2099/00');
    expect(() => seasonLabelOn('2026-13-01')).toThrow();
  });

  it('has the 20 Premier League clubs of 2023/24 with their Opta ids in season 578', () => {
    const teams = current.teams;
    expect(teams).toHaveLength(20);
    expect(teams.every((t) => t.is_close === 0)).toBe(true);
    expect(new Set(teams.map((t) => t.club_abbr)).size).toBe(20);
    expect(new Set(teams.map((t) => t.team_id)).size).toBe(20);
    for (const team of data.teams) {
      expect(team.alt_ids_opta).toBe(`t${team.team_id}`);
      expect(team.alt_ids_opta_id).toBe(String(team.team_id));
    }
    expect(data.teams.find((t) => t.club_abbr === 'ARS')).toMatchObject({ name: 'Arsenal', team_id: 3 });
    expect(data.teams.find((t) => t.club_abbr === 'MCI')).toMatchObject({ short_name: 'Man City', team_id: 43 });
    expect(data.teams.find((t) => t.club_abbr === 'LUT')).toMatchObject({ grounds_city: 'Luton', team_id: 102 });
  });

  it('gives every club about 25 players in realistic position shares', () => {
    const perClub = countBy(current.players, (p) => p.team_id);
    expect(perClub.size).toBe(20);
    for (const count of perClub.values()) expect(count).toBeGreaterThanOrEqual(22);
    for (const count of perClub.values()) expect(count).toBeLessThanOrEqual(28);
    expect(current.players.length / 20).toBeCloseTo(25, 0);
    const positions = countBy(current.players, (p) => p.position);
    expect(positions.get('G')).toBe(60);
    expect(positions.get('D')! / 20).toBeCloseTo(8, 0);
    expect(positions.get('M')! / 20).toBeCloseTo(9, 0);
    expect(positions.get('F')! / 20).toBeCloseTo(5, 0);
  });

  it('gives shirt numbers that are unique within each club', () => {
    const numbers = countBy(data.players, (p) => `${p.team_id}/${p.shirt_num}`);
    expect([...numbers.values()].every((n) => n === 1)).toBe(true);
  });

  it('prices players from 4.0 to 13.0 in steps of 0.5, keepers and defenders cheaper than the stars', () => {
    for (const p of data.players) {
      expect(p.price * 2).toBe(Math.round(p.price * 2));
      expect(p.price).toBeGreaterThanOrEqual(4);
      expect(p.price).toBeLessThanOrEqual(13);
    }
    const dearest = (position: string) =>
      Math.max(...data.players.filter((p) => p.position === position).map((p) => p.price));
    expect(dearest('G')).toBeLessThanOrEqual(6);
    expect(Math.max(dearest('M'), dearest('F'))).toBeGreaterThanOrEqual(12);
  });

  it('fills the provider fields of every player consistently', () => {
    const teams = byId(data.teams);
    const codes = new Set(data.players.map((p) => p.player_code));
    expect(codes.size).toBe(data.players.length);
    for (const p of data.players) {
      expect(p.player_opta).toBe(`p${p.player_code}`);
      expect(p.team_code).toBe(String(teams.get(p.team_id)!.team_id));
      expect(p.first_name && p.last_name && p.name && p.national_team && p.position_info).toBeTruthy();
      expect(p.age).toBeGreaterThanOrEqual(17);
      expect(p.birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(data.players.filter((p) => p.is_injured).length).toBeLessThan(data.players.length * 0.1);
    expect(data.players.filter((p) => p.is_ban).length).toBeLessThan(data.players.length * 0.05);
  });
});

describe('game weeks, fixtures and points', () => {
  it('has six game weeks of season 578 mixing close, active and preopen, each a week long', () => {
    expect(current.game_weeks).toHaveLength(6);
    expect(current.game_weeks.map((w) => w.status)).toEqual([
      'close',
      'close',
      'close',
      'active',
      'preopen',
      'preopen',
    ]);
    for (const w of data.game_weeks) {
      expect(w.week_name).toBe(`สัปดาห์ที่ ${w.week}`);
      expect(w.start_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(Date.parse(`${w.end_date}Z`) - Date.parse(`${w.start_date}Z`)).toBe(7 * 24 * 3600 * 1000);
      expect(w.reward).toBeGreaterThanOrEqual(10_000);
      expect(w.reward2).toBeGreaterThan(0);
    }
    const active = current.game_weeks.find((w) => w.status === 'active')!;
    expect(active.start_date.slice(0, 10) < DEMO_ANCHOR_DATE && DEMO_ANCHOR_DATE < active.end_date).toBe(true);
  });

  it('has ten reward places for vip and normal and a max per condition type', () => {
    expect(data.rewards.map((r) => r.type)).toEqual(['vip', 'normal']);
    expect(data.rewards[0].reward1).toBe('อันดับ 1: 5,000 บาท');
    for (const reward of data.rewards) {
      for (let place = 1; place <= 10; place++) {
        expect(reward[`reward${place}` as 'reward1']).toMatch(new RegExp(`^อันดับ ${place}: `));
      }
    }
    expect(data.conditions.map((c) => c.type)).toEqual(['vip', 'normal']);
    expect(data.conditions.every((c) => Number.isInteger(c.max) && c.max > 0)).toBe(true);
  });

  it('schedules every club once per game week, scores before the anchor date and none from it on', () => {
    expect(current.team_vs).toHaveLength(60);
    for (const fixture of data.team_vs) {
      expect(fixture.match_time).toMatch(/^\d{2}:\d{2}$/);
      const played = fixture.date_vs < DEMO_ANCHOR_DATE;
      expect(fixture.score1 !== null && fixture.score2 !== null).toBe(played);
      if (!played) expect([fixture.score1, fixture.score2]).toEqual([null, null]);
    }
    expect(data.team_vs.some((f) => f.date_vs === DEMO_ANCHOR_DATE)).toBe(true);
    const sorts = new Map<string, number[]>();
    for (const f of data.team_vs) sorts.set(f.date_vs, [...(sorts.get(f.date_vs) ?? []), f.sort]);
    for (const list of sorts.values()) expect(list).toEqual(list.map((_, i) => i + 1));
    const appearances = countBy(data.team_vs, (f) => f.team1_id);
    for (const f of data.team_vs) appearances.set(f.team2_id, (appearances.get(f.team2_id) ?? 0) + 1);
    expect(appearances.size).toBe(40);
    expect([...appearances.values()].every((n) => n === 6)).toBe(true);
  });

  it('has a points row for every player in every game week', () => {
    for (const seasonId of [578, 577]) {
      const season = seasonRows(data, seasonId);
      expect(season.game_week_players).toHaveLength(season.players.length * 6);
    }
    expect(new Set(data.game_week_players.map((r) => `${r.game_week_id}/${r.player_id}`)).size).toBe(
      data.game_week_players.length,
    );
  });

  it('scores players by the rules, consistently with their fixture', () => {
    const players = byId(data.players);
    const weekOfDate = (date: string) =>
      data.game_weeks.find((w) => w.start_date.slice(0, 10) < date && date <= w.end_date.slice(0, 10))!.id;
    const fixtureOf = new Map<string, (typeof data.team_vs)[number]>();
    for (const f of data.team_vs) {
      fixtureOf.set(`${weekOfDate(f.date_vs)}/${f.team1_id}`, f);
      fixtureOf.set(`${weekOfDate(f.date_vs)}/${f.team2_id}`, f);
    }
    const goalsFor = new Map<string, number>(); // by game week and team, from the players' points
    let motm = 0;
    for (const row of data.game_week_players) {
      const player = players.get(row.player_id)!;
      const fixture = fixtureOf.get(`${row.game_week_id}/${player.team_id}`)!;
      const home = fixture.team1_id === player.team_id;
      const teams = data.teams;
      expect(row.team_vs).toBe(`${teams[fixture.team1_id - 1].club_abbr} vs ${teams[fixture.team2_id - 1].club_abbr}`);
      if (fixture.score1 === null) {
        expect(playerGameWeekPoints(row)).toBe(0);
        expect(row.play_point).toBe(0);
        continue;
      }
      const conceded = (home ? fixture.score2 : fixture.score1)!;
      expect(row.play_point % SCORING.manOfTheMatch).toBeLessThanOrEqual(2);
      if (row.play_point >= SCORING.manOfTheMatch) motm++;
      expect(Number.isInteger(row.goal_point / SCORING.goal[player.position])).toBe(true);
      expect(Number.isInteger(row.assist_point / SCORING.assist)).toBe(true);
      expect([0, SCORING.cleanSheet[player.position]]).toContain(row.clean_sheet);
      if (row.clean_sheet > 0) expect(conceded).toBe(0);
      expect([0, SCORING.yellowCard, SCORING.redCard]).toContain(row.card_point);
      expect(Number.isInteger(row.self_goal_point / SCORING.ownGoal)).toBe(true);
      expect([0, -Math.floor(conceded / 2)]).toContain(row.lose_goal_point);
      if (row.play_point === 0) expect(playerGameWeekPoints(row)).toBe(0);
      // a team's goals are its players' goals plus the opponents' own goals
      const own = `${row.game_week_id}/${home ? fixture.team1_id : fixture.team2_id}`;
      const other = `${row.game_week_id}/${home ? fixture.team2_id : fixture.team1_id}`;
      goalsFor.set(own, (goalsFor.get(own) ?? 0) + row.goal_point / SCORING.goal[player.position]);
      goalsFor.set(other, (goalsFor.get(other) ?? 0) + row.self_goal_point / SCORING.ownGoal);
    }
    const played = data.team_vs.filter((f) => f.score1 !== null);
    expect(motm).toBe(played.length);
    for (const f of played) {
      const week = weekOfDate(f.date_vs);
      expect(goalsFor.get(`${week}/${f.team1_id}`) ?? 0).toBe(f.score1);
      expect(goalsFor.get(`${week}/${f.team2_id}`) ?? 0).toBe(f.score2);
    }
  });
});

describe('members, payments and tickets', () => {
  it('has 2,000 members with Thai names, unique usernames and phones, and bank accounts', () => {
    const banks = ['กสิกรไทย', 'ไทยพาณิชย์', 'กรุงเทพ', 'กรุงไทย', 'กรุงศรี', 'ทหารไทยธนชาต'];
    expect(data.users).toHaveLength(2000);
    expect(new Set(data.users.map((u) => u.username)).size).toBe(2000);
    expect(new Set(data.users.map((u) => u.phone)).size).toBe(2000);
    for (const user of data.users) {
      expect(user.name).toMatch(/^[\u0E00-\u0E7F]+ [\u0E00-\u0E7F]+$/);
      expect(user.phone).toMatch(/^08\d{8}$/);
      expect(user.bank_account).toMatch(/^\d{10}$/);
      expect(banks).toContain(user.bank_type);
    }
  });

  it('has 3,000 payments of 1-10 tickets at the ticket price, about a third pending and a few cancelled', () => {
    expect(data.payments).toHaveLength(3000);
    const statuses = countBy(data.payments, (p) => p.status);
    expect(statuses.get('pending')! / 3000).toBeGreaterThan(0.28);
    expect(statuses.get('pending')! / 3000).toBeLessThan(0.38);
    expect(statuses.get('cancelled')).toBeGreaterThan(0);
    expect(statuses.get('cancelled')! / 3000).toBeLessThan(0.1);
    for (const p of data.payments) {
      expect(Number.isInteger(p.value) && p.value >= 1 && p.value <= 10).toBe(true);
      expect(p.amount).toBe(p.value * DEMO_TICKET_PRICE);
      expect(p.reference_code !== null).toBe(p.status === 'cancelled');
      expect(p.updated_at >= p.created_at).toBe(true);
    }
  });

  it("gives every payment a valid PromptPay payload for the operator's account and the payment's amount", () => {
    for (const p of data.payments) {
      expect(hasValidCrc(p.qr_payload)).toBe(true);
      const fields = readEmvFields(p.qr_payload);
      expect(fields.get('54')).toBe(p.amount.toFixed(2));
      expect(fields.get('53')).toBe('764');
      expect(p.qr_payload).toBe(promptPayPayload({ target: DEMO_PROMPTPAY_TARGET, amount: p.amount }));
    }
  });

  it('issues exactly value tickets per completed payment and none for the others, plus a few free ones', () => {
    const perPayment = countBy(
      data.tickets.filter((t) => t.payment_id !== null),
      (t) => t.payment_id!,
    );
    for (const p of data.payments) {
      expect(perPayment.get(p.id) ?? 0).toBe(p.status === 'completed' ? p.value : 0);
    }
    const payments = byId(data.payments);
    for (const t of data.tickets) {
      if (t.payment_id === null) {
        expect(t.source).toBe('free');
      } else {
        expect(t.source).toBe('payment');
        expect(t.user_id).toBe(payments.get(t.payment_id)!.user_id);
      }
    }
    const free = data.tickets.filter((t) => t.source === 'free').length;
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThan(data.tickets.length * 0.05);
    const used = data.tickets.filter((t) => t.is_used).length;
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThan(data.tickets.length);
  });

  it('codes tickets with unique v4-shaped UUIDs', () => {
    expect(new Set(data.tickets.map((t) => t.uuid)).size).toBe(data.tickets.length);
    for (const t of data.tickets) {
      expect(t.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it("dates members, payments and tickets as ISO instants no later than the demo's now", () => {
    const now = new Date(demoNow()).toISOString();
    for (const rows of [data.users, data.payments, data.tickets]) {
      for (const row of rows) {
        expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
        expect(row.created_at <= now).toBe(true);
      }
    }
    const users = byId(data.users);
    for (const p of data.payments) expect(p.created_at >= users.get(p.user_id)!.created_at).toBe(true);
  });
});

describe('entries and picks', () => {
  it('has 1,500 entries per game week opened by now, none in a week not yet open, about 10% VIP, by different members', () => {
    const perWeek = countBy(current.game_week_entries, (e) => e.game_week_id);
    const opened = current.game_weeks.filter((week) => week.status !== 'preopen');
    expect([...perWeek.keys()]).toEqual(opened.map((week) => week.id));
    expect([...perWeek.values()]).toEqual([1500, 1500, 1500, 1500]);
    const vip = data.game_week_entries.filter((e) => e.is_vip).length / data.game_week_entries.length;
    expect(vip).toBeGreaterThan(0.07);
    expect(vip).toBeLessThan(0.13);
    const entrants = countBy(data.game_week_entries, (e) => `${e.game_week_id}/${e.user_id}`);
    expect([...entrants.values()].every((n) => n === 1)).toBe(true);
  });

  it('gives every entry 11 distinct players in a valid formation, one captain, within budget', () => {
    const players = byId(data.players);
    const picksOf = new Map<number, (typeof data.entry_picks)[number][]>();
    for (const pick of data.entry_picks) picksOf.set(pick.entry_id, [...(picksOf.get(pick.entry_id) ?? []), pick]);
    const between = (n: number | undefined, low: number, high: number) => n !== undefined && n >= low && n <= high;
    // one expect per rule over all 9,000 entries: an expect per pick would dominate the run time
    const broken: Record<string, number[]> = {
      slots: [],
      distinct: [],
      captain: [],
      formation: [],
      pickMatchesPlayer: [],
      perClub: [],
      totalPrice: [],
      budget: [],
    };
    for (const entry of data.game_week_entries) {
      const picks = picksOf.get(entry.id)!;
      if (picks.map((p) => p.slot).join() !== '1,2,3,4,5,6,7,8,9,10,11') broken.slots.push(entry.id);
      if (new Set(picks.map((p) => p.player_id)).size !== 11) broken.distinct.push(entry.id);
      if (picks.filter((p) => p.is_captain === 1).length !== 1) broken.captain.push(entry.id);
      const shape = countBy(picks, (p) => p.position);
      const validShape =
        shape.get('G') === 1 &&
        between(shape.get('D'), 3, 5) &&
        between(shape.get('M'), 3, 5) &&
        between(shape.get('F'), 1, 3);
      if (!validShape) broken.formation.push(entry.id);
      const player = (id: number) => players.get(id)!;
      if (picks.some((p) => p.position !== player(p.player_id).position || p.price !== player(p.player_id).price)) {
        broken.pickMatchesPlayer.push(entry.id);
      }
      if (Math.max(...countBy(picks, (p) => player(p.player_id).team_id).values()) > DEMO_MAX_PICKS_PER_CLUB) {
        broken.perClub.push(entry.id);
      }
      if (entry.total_price !== picks.reduce((sum, p) => sum + p.price, 0)) broken.totalPrice.push(entry.id);
      if (entry.total_price > DEMO_ENTRY_BUDGET) broken.budget.push(entry.id);
    }
    expect(broken).toEqual({
      slots: [],
      distinct: [],
      captain: [],
      formation: [],
      pickMatchesPlayer: [],
      perClub: [],
      totalPrice: [],
      budget: [],
    });
  });

  it("totals each entry's points as its picks' eight point fields, the captain's counted twice", () => {
    const points = new Map(data.game_week_players.map((r) => [`${r.game_week_id}/${r.player_id}`, r]));
    const picksOf = new Map<number, (typeof data.entry_picks)[number][]>();
    for (const pick of data.entry_picks) picksOf.set(pick.entry_id, [...(picksOf.get(pick.entry_id) ?? []), pick]);
    for (const entry of data.game_week_entries) {
      let expected = 0;
      for (const pick of picksOf.get(entry.id)!) {
        const row = points.get(`${entry.game_week_id}/${pick.player_id}`)!;
        const sum =
          row.play_point +
          row.goal_point +
          row.assist_point +
          row.clean_sheet +
          row.free_kick_point +
          row.card_point +
          row.self_goal_point +
          row.lose_goal_point;
        expected += pick.is_captain ? 2 * sum : sum;
      }
      expect(entry.total_point).toBe(expected);
    }
    expect(data.game_week_entries.some((e) => e.total_point > 0)).toBe(true);
  });

  it('dates nothing after the instant the world is made, early in the morning as well', () => {
    const now = Date.parse('2026-11-26T00:15:00Z'); // 07:15 in Bangkok
    const world = generateDemoData({ ...SMALL, now });
    const dated = [...world.users, ...world.payments, ...world.tickets, ...world.game_week_entries];
    expect(dated.filter((row) => Date.parse(row.created_at) > now)).toEqual([]);
    expect(world.payments.filter((payment) => Date.parse(payment.updated_at) > now)).toEqual([]);
    expect(world.seasons[0].id).toBe(578);
    expect(world.game_weeks.find((week) => week.status === 'active')!.start_date < '2026-11-26').toBe(true);
  });

  it('dates each entry within its game week', () => {
    const weeks = byId(data.game_weeks);
    const instant = (wallClock: string) => Date.parse(`${wallClock.replace(' ', 'T')}:00+07:00`);
    for (const entry of data.game_week_entries) {
      const week = weeks.get(entry.game_week_id)!;
      const at = Date.parse(entry.created_at);
      expect(at >= instant(week.start_date) && at < instant(week.end_date)).toBe(true);
    }
  });
});

describe('options', () => {
  it('honours the sizes asked for', () => {
    const small = seasonRows(generateDemoData(SMALL), 578);
    const { users, payments } = generateDemoData(SMALL);
    expect(users).toHaveLength(SMALL.users);
    expect(payments).toHaveLength(SMALL.payments);
    // the four weeks opened by the demo's now
    expect(small.game_week_entries).toHaveLength(SMALL.entriesPerGameWeek * 4);
    expect(small.entry_picks).toHaveLength(SMALL.entriesPerGameWeek * 4 * 11);
  });

  it('moves the calendar to another anchor date: its week is active and its fixtures are unplayed', () => {
    const moved = generateDemoData({ ...SMALL, anchorDate: '2026-02-03' });
    const active = moved.game_weeks.find((w) => w.status === 'active')!;
    expect(active.start_date < '2026-02-03' && '2026-02-03' < active.end_date).toBe(true);
    const today = moved.team_vs.filter((f) => f.date_vs === '2026-02-03');
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((f) => f.score1 === null && f.score2 === null)).toBe(true);
    expect(moved.team_vs.filter((f) => f.date_vs < '2026-02-03').every((f) => f.score1 !== null)).toBe(true);
  });

  it('refuses an anchor that is not a calendar date and sizes that are not whole numbers', () => {
    expect(() => generateDemoData({ anchorDate: '2024-02-30' })).toThrow();
    expect(() => generateDemoData({ anchorDate: '19/05/2024' })).toThrow();
    expect(() => generateDemoData({ users: -1 })).toThrow();
    expect(() => generateDemoData({ payments: 1.5 })).toThrow();
  });

  it('adds up entry totals with the exported rule', () => {
    const picks = [
      { player_id: 1, is_captain: 0 as const },
      { player_id: 2, is_captain: 1 as const },
    ];
    expect(entryTotalPoints(picks, (id) => (id === 1 ? 5 : 7))).toBe(5 + 2 * 7);
  });
});

describe('the previous season, complete history', () => {
  it('has its 20 clubs with squads, and six weeks, all closed, at the end of its own season', () => {
    const history = seasonRows(data, DEMO_PREVIOUS_SEASON_ID);
    expect(history.teams).toHaveLength(20);
    expect(new Set(history.teams.map((t) => t.team_id))).toEqual(new Set(current.teams.map((t) => t.team_id)));
    expect(countBy(history.players, (p) => p.team_id).size).toBe(20);
    expect(history.game_weeks.map((w) => [w.week, w.status])).toEqual(
      [1, 2, 3, 4, 5, 6].map((week) => [week, 'close']),
    );
    for (const w of history.game_weeks) {
      expect(seasonLabelOn(w.start_date.slice(0, 10))).toBe('2022/23');
      expect(seasonLabelOn(w.end_date.slice(0, 10))).toBe('2022/23');
    }
  });

  it('has every fixture played, and entries by members who had signed up when the week opened', () => {
    const history = seasonRows(data, DEMO_PREVIOUS_SEASON_ID);
    expect(history.team_vs).toHaveLength(60);
    expect(history.team_vs.every((f) => f.score1 !== null && f.score2 !== null)).toBe(true);
    const perWeek = countBy(history.game_week_entries, (e) => e.game_week_id);
    expect(perWeek.size).toBe(6);
    for (const count of perWeek.values()) expect(count).toBeGreaterThan(0);
    expect(history.game_week_entries.some((e) => e.total_point > 0)).toBe(true);
    const users = byId(data.users);
    const weeks = byId(history.game_weeks);
    for (const entry of history.game_week_entries) {
      const opens = Date.parse(`${weeks.get(entry.game_week_id)!.start_date.replace(' ', 'T')}:00+07:00`);
      expect(Date.parse(users.get(entry.user_id)!.created_at)).toBeLessThan(opens);
    }
    const playersOfSeason = new Set(history.players.map((p) => p.id));
    expect(history.entry_picks.every((p) => playersOfSeason.has(p.player_id))).toBe(true);
  });
});
