/**
 * The spec's call table (section 7), route by route: every call that carries a payload, sent exactly as the
 * spec's own client builds it. What the spec says it converts goes as numbers (the season editor's PlayerCode,
 * PlayerID, Seasons, TeamID, ShirtNum and Price; the eight point fields; the team-vs ids; is_close); every
 * other value goes as the operator typed it in a text input or picked it in a select, so its whole numbers
 * arrive as text ("24") and an untouched nullable input as "" (contract/typedNumbers.ts). None of these may be
 * refused, and the numbers are stored as numbers (the answers' schemas say integer, and the harness checks
 * them). The multipart upload is the uploads cases'.
 *
 * The cases make what they change (a team, players, a fixture, a game week in season 577 under a week number
 * nothing else uses) and delete it where the API can; reward 2, condition 2, game week 6 and its first row
 * are the other cases' too and are left as those leave them.
 */
import { expect } from 'vitest';
import { REWARD_SLOTS } from '../../../contract';
import type { ContractCase } from '../harness';

const FUTURE_WEEK = 6;
const FUTURE_ROW = 2496;
const DAY = '2030-07-01';

/** Ids the create cases answer, read lazily by the later cases. */
const created: Record<'editorPlayer' | 'screenPlayer' | 'team' | 'fixture', number> = {
  editorPlayer: 0,
  screenPlayer: 0,
  team: 0,
  fixture: 0,
};
const idOf = (which: keyof typeof created) => ({
  get id() {
    if (!created[which]) throw new Error(`the case creating the ${which} did not run or failed`);
    return created[which];
  },
});

/** What the last listing answered, for the calls the spec's screens build from a row they show. */
const shown: { gameWeekRow?: Record<string, unknown>; pendingPayments: number[] } = { pendingPayments: [] };

/** The season editor's new-player row: the six converted fields as numbers, the rest as typed. */
const newPlayerRow = {
  TeamID: 1,
  FirstName: 'Theerathon',
  LastName: 'Bunmathan',
  YellowsCard: '0',
  RedsCard: '0',
  IsInjured: false,
  IsBan: false,
  Price: 7.5,
  Position: 'D',
  PositionInfo: 'Left Back',
  Age: '34',
  Birth: '1990-02-06',
  Name: 'T. Bunmathan',
  NationalTeam: 'Thailand',
  PlayerCode: 990401,
  PlayerID: null, // parseInt('') is NaN, which JSON sends as null
  PlayerOpta: 'p990401',
  Seasons: 578,
  ShirtNum: 3,
  TeamCode: '',
};

/** The team form: every input is text, the season its default. */
const teamForm = {
  season_id: 578,
  team_id: '990301',
  name: 'Lamphun Warriors',
  short_name: 'Lamphun',
  club_abbr: 'LPW',
  grounds_city: 'Lamphun',
  alt_ids_opta: 't990301',
  alt_ids_opta_id: '990301',
};

export const specClientPayloadCases: ContractCase[] = [
  {
    name: "spec client: signs in with username, password and the app's short name",
    route: 'login',
    bodyFor: (target) => ({
      username: target.credentials.username,
      password: target.credentials.password,
      app_key: target.appKey,
    }),
    status: 200,
  },
  {
    name: 'spec client: gives a free ticket to the user ID typed in the settings box',
    route: 'generateAllTicketForPlayer',
    body: { user_id: '1' },
    status: 200,
    check: (answer) => expect(answer.issued).toBe(1),
  },
  {
    name: 'spec client: an empty user ID box (the spec does not check it) is a 400 naming user_id, not a repair run',
    route: 'generateAllTicketForPlayer',
    body: { user_id: '' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('user_id'),
  },
  {
    name: 'spec client: the navigation sends an empty body (the repair run)',
    route: 'generateAllTicketForPlayer',
    body: {},
    status: 200,
  },
  {
    name: "spec client: creates a player from the season editor's new-player row, its typed numbers stored as numbers",
    route: 'createPlayer',
    body: newPlayerRow,
    status: 200,
    check: (answer) => {
      expect(answer.player).toMatchObject({ YellowsCard: 0, RedsCard: 0, Age: 34, PlayerCode: 990401, PlayerID: null });
      created.editorPlayer = answer.player.ID;
    },
  },
  {
    name: "spec client: creates a player from the game-week screen's inputs, all typed",
    route: 'createPlayer',
    body: { team_id: '1', name: 'Supachok', position: 'M', shirt_num: '19', goal: '0', assist: '0' },
    status: 200,
    check: (answer) => {
      expect(answer.player).toMatchObject({ team_id: 1, shirt_num: 19, goal: 0, assist: 0 });
      created.screenPlayer = answer.player.id;
    },
  },
  {
    name: "spec client: updates a player from the editor's full row, the edited numbers as typed",
    route: 'updatePlayer',
    params: idOf('editorPlayer'),
    get body() {
      return { ...newPlayerRow, ID: created.editorPlayer, YellowsCard: '2', RedsCard: '1', Age: '' };
    },
    status: 200,
    check: (answer) => expect(answer.player).toMatchObject({ YellowsCard: 2, RedsCard: 1, Age: null }),
  },
  {
    name: 'spec client: a typed number that is not whole is a 400 naming its field',
    route: 'updatePlayer',
    params: idOf('editorPlayer'),
    body: { ...newPlayerRow, YellowsCard: '2.5' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('YellowsCard'),
  },
  { name: 'spec client: deletes the editor player', route: 'deletePlayer', params: idOf('editorPlayer'), status: 200 },
  { name: 'spec client: deletes the screen player', route: 'deletePlayer', params: idOf('screenPlayer'), status: 200 },
  {
    name: 'spec client: updates a reward with the reward as listed (id and type ride along)',
    route: 'updateReward',
    params: { id: 2 },
    body: { id: 2, type: 'normal', ...Object.fromEntries(REWARD_SLOTS.map((slot, i) => [slot, `อันดับ ${i + 1}`])) },
    status: 200,
    check: (answer) => expect(answer.data.reward10).toBe('อันดับ 10'),
  },
  {
    name: 'spec client: updates a condition with its maximum as typed',
    route: 'updateCondition',
    params: { id: 2 },
    body: { id: 2, type: 'normal', max: '12' },
    status: 200,
    check: (answer) => expect(answer.data).toEqual({ id: 2, type: 'normal', max: 12 }),
  },
  {
    name: "spec client: saves a game week's reward, the free tickets as typed",
    route: 'saveGameWeekReward',
    params: { id: FUTURE_WEEK },
    body: { reward: 20000, reward_n: '20' },
    status: 200,
    check: (answer) => expect(answer.gameWeek).toMatchObject({ reward: 20000, reward2: 20 }),
  },
  {
    name: "spec client: creates a game week with the season select's value and the week as typed",
    route: 'createGameWeek',
    body: {
      season_id: '577',
      week: '902',
      status: 'active',
      start_date: '2024-08-23 12:00',
      end_date: '2024-08-30 12:00',
      week_name: 'สัปดาห์ที่ 902',
    },
    status: 200,
    check: (answer) => expect(answer.gameWeek).toMatchObject({ season_id: 577, week: 902 }),
  },
  {
    name: 'spec client: saves the team-vs text of a team, the ids as integers',
    route: 'savePlayerTeamVs',
    body: { game_week_id: FUTURE_WEEK, team_id: 1, team_vs: 'ARS vs CHE' },
    status: 200,
  },
  {
    name: 'spec client: opens the game-week detail whose row it saves',
    route: 'getGameWeekDetail',
    params: { id: FUTURE_WEEK },
    status: 200,
    check: (answer) => {
      shown.gameWeekRow = answer.players.find((row: { id: number }) => row.id === FUTURE_ROW);
      expect(shown.gameWeekRow).toBeDefined();
    },
  },
  {
    name: 'spec client: saves a player row with the eight point fields as integers',
    route: 'updateGameWeekPlayer',
    params: { id: FUTURE_ROW },
    get body() {
      return { ...shown.gameWeekRow };
    },
    status: 200,
    check: (answer) => expect(answer.player).toMatchObject({ id: FUTURE_ROW, play_point: 0 }),
  },
  {
    name: "spec client: creates a team from the team form's text inputs",
    route: 'createTeam',
    body: teamForm,
    status: 200,
    check: (answer) => {
      expect(answer.team).toMatchObject({ team_id: 990301, season_id: 578 });
      created.team = answer.team.id;
    },
  },
  {
    name: 'spec client: updates the team with the same fields',
    route: 'updateTeam',
    params: idOf('team'),
    body: { ...teamForm, season_id: '578', name: 'Lamphun Warriors FC' },
    status: 200,
    check: (answer) => expect(answer.team).toMatchObject({ name: 'Lamphun Warriors FC', team_id: 990301 }),
  },
  {
    name: 'spec client: closes the team with is_close 1',
    route: 'setTeamClosed',
    params: idOf('team'),
    body: { is_close: 1 },
    status: 200,
  },
  { name: 'spec client: deletes the team', route: 'deleteTeam', params: idOf('team'), status: 200 },
  {
    name: "spec client: creates a fixture from the selects' values and the typed sort",
    route: 'createTeamVs',
    body: { date: DAY, team1: '1', team2: '2', sort: '1', time: '18:00' },
    status: 200,
    check: (answer) => {
      expect(answer.fixture).toMatchObject({ Team1ID: 1, Team2ID: 2, Sort: 1 });
      created.fixture = answer.fixture.ID;
    },
  },
  {
    name: 'spec client: scores a fixture as typed in its row, an untouched score staying unplayed',
    route: 'updateTeamVs',
    params: idOf('fixture'),
    body: { score1: '2', score2: '', sort: '1' },
    status: 200,
    check: (answer) => expect(answer.fixture).toMatchObject({ Score1: 2, Score2: null, Sort: 1 }),
  },
  {
    name: 'spec client: a score typed as something else is a 400 naming it',
    route: 'updateTeamVs',
    params: idOf('fixture'),
    body: { score1: '2-1', score2: '', sort: '1' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('score1'),
  },
  { name: 'spec client: deletes the fixture', route: 'deleteTeamVs', params: idOf('fixture'), status: 200 },
  {
    name: 'spec client: lists the pending tab whose payments it confirms and cancels',
    route: 'listPendingPayments',
    status: 200,
    check: (answer) => {
      shown.pendingPayments = answer.pendingPayments.map((payment: { id: number }) => payment.id);
      expect(shown.pendingPayments.length).toBeGreaterThanOrEqual(2);
    },
  },
  {
    name: 'spec client: confirms a payment with its status',
    route: 'updatePayment',
    params: {
      get id() {
        return shown.pendingPayments[0];
      },
    },
    body: { status: 'completed' },
    status: 200,
  },
  {
    name: 'spec client: cancels a payment with the reference code typed in the prompt',
    route: 'updatePayment',
    params: {
      get id() {
        return shown.pendingPayments[1];
      },
    },
    body: { status: 'cancelled', reference_code: 'KBANK 0612' },
    status: 200,
  },
];
