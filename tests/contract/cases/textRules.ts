/**
 * The text rules (contract/text.ts) on the routes that store text: invalid Unicode and control characters are
 * refused naming the field, reward places keep their lines, and text is stored in NFC. The cases make their
 * own team (a Team ID no demo data set uses) and delete it at the end; reward 2 is the rewards cases' own.
 */
import { expect } from 'vitest';
import { REWARD_SLOTS, TEXT_PROBLEM_MESSAGES } from '../../../contract';
import type { ContractCase } from '../harness';

const form = (overrides: Record<string, unknown> = {}) => ({
  team_id: 990151,
  name: 'Nong Bua Pitchaya',
  short_name: 'Nong Bua',
  club_abbr: 'NBP',
  grounds_city: 'Nong Bua Lamphu',
  alt_ids_opta: 't990151',
  alt_ids_opta_id: '990151',
  ...overrides,
});

const places = (overrides: Record<string, string> = {}) => ({
  ...Object.fromEntries(REWARD_SLOTS.map((slot) => [slot, ''])),
  ...overrides,
});

// ป + mai ek (a tone mark) + sara uu, as a keyboard may send it; Unicode orders the vowel below first
const THAI_OUT_OF_ORDER = 'ทีมป\u0E48\u0E39';
const THAI_CANONICAL = 'ทีมป\u0E39\u0E48';

const refusal = (field: string, problem: keyof typeof TEXT_PROBLEM_MESSAGES) => (answer: { error: string }) =>
  expect(answer.error).toBe(`Invalid ${field}: ${TEXT_PROBLEM_MESSAGES[problem]}`);

const created = { id: 0 };
const createdTeam = {
  get id() {
    if (!created.id) throw new Error('the team-creating case did not run or failed');
    return created.id;
  },
};

export const textRuleCases: ContractCase[] = [
  {
    name: 'refuses a name holding half of a surrogate pair with 400 naming it (it was stored as U+FFFD)',
    route: 'createTeam',
    body: form({ name: 'a\uD800b' }),
    status: 400,
    check: refusal('name', 'invalid_unicode'),
  },
  {
    name: 'refuses an ANSI escape in a short name with 400 naming it',
    route: 'createTeam',
    body: form({ short_name: '\u0001\u001b[31mRed' }),
    status: 400,
    check: refusal('short_name', 'single_line_controls'),
  },
  {
    name: 'refuses a C1 control in a player name with 400 naming it',
    route: 'createPlayer',
    body: { TeamID: 1, Seasons: 578, Name: 'Somchai\u0085', Position: 'D', Price: 5 },
    status: 400,
    check: refusal('Name', 'single_line_controls'),
  },
  {
    name: 'refuses a tab in a game-week name (one line) with 400 naming it',
    route: 'createGameWeek',
    body: {
      season_id: 578,
      week: 999,
      status: 'preopen',
      start_date: '2030-01-01 10:00',
      end_date: '2030-01-08 10:00',
      week_name: 'Week\t999',
    },
    status: 400,
    check: refusal('week_name', 'single_line_controls'),
  },
  {
    name: 'refuses a line separator in a reference code with 400 naming it',
    route: 'updatePayment',
    params: { id: 1 },
    body: { status: 'cancelled', reference_code: 'REF\u2028' },
    status: 400,
    check: refusal('reference_code', 'single_line_controls'),
  },
  {
    name: 'refuses a control character in a member search with 400 naming q',
    route: 'getAllUser',
    query: { q: '\u001b[2J' },
    status: 400,
    check: refusal('q', 'single_line_controls'),
  },
  {
    name: 'keeps a reward place on several lines, tab and newline as sent',
    route: 'updateReward',
    params: { id: 2 },
    body: places({ reward1: 'อันดับ 1\t5,000 บาท\nอันดับ 2\t3,000 บาท' }),
    status: 200,
    check: (answer) => expect(answer.data.reward1).toBe('อันดับ 1\t5,000 บาท\nอันดับ 2\t3,000 บาท'),
  },
  {
    name: 'refuses a carriage return in a reward place with 400 naming it',
    route: 'updateReward',
    params: { id: 2 },
    body: places({ reward2: 'a\r\nb' }),
    status: 400,
    check: refusal('reward2', 'multi_line_controls'),
  },
  {
    name: 'stores a name in NFC: Thai marks typed in another order are the same name',
    route: 'createTeam',
    body: form({ name: THAI_OUT_OF_ORDER, grounds_city: 'A\u030Angstr\u00F6m' }),
    status: 200,
    check: (answer) => {
      expect(answer.team).toMatchObject({ name: THAI_CANONICAL, grounds_city: '\u00C5ngstr\u00F6m' });
      created.id = answer.team.id;
    },
  },
  {
    name: 'lists the team under the name as stored',
    route: 'listTeams',
    status: 200,
    check: (answer) =>
      expect(answer.teams.find((team: { id: number }) => team.id === created.id)?.name).toBe(THAI_CANONICAL),
  },
  { name: 'deletes the team the text cases made', route: 'deleteTeam', params: createdTeam, status: 200 },
];
