/**
 * Season players. The cases create their own players (in team 1 of season 578, which every demo data set
 * has) and carry the created ids to the later cases, so seeded players are only read, never changed.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

const UNKNOWN = 999_999;

const editorRow = (overrides: Record<string, unknown> = {}) => ({
  TeamID: 1,
  Seasons: 578,
  Name: 'Contract Player',
  Position: 'D',
  Price: 5.5,
  FirstName: 'Contract',
  LastName: 'Player',
  IsInjured: false,
  IsBan: false,
  ShirtNum: 98,
  ...overrides,
});

const screenPayload = (overrides: Record<string, unknown> = {}) => ({
  team_id: 1,
  name: 'Screen Player',
  position: 'F',
  shirt_num: 97,
  goal: 0,
  assist: 0,
  ...overrides,
});

/** Set by the create cases; read lazily by the later cases' params. */
const created = { editor: 0, screen: 0 };
const idOf = (which: keyof typeof created) => ({
  get id() {
    if (!created[which]) throw new Error(`the case creating the ${which} player did not run or failed`);
    return created[which];
  },
});

export const playerCases: ContractCase[] = [
  {
    name: "creates a player from the season editor's row, answered in its casing",
    route: 'createPlayer',
    body: editorRow(),
    status: 200,
    check: (answer) => {
      expect(answer.player).toMatchObject({ ...editorRow(), ID: expect.any(Number), YellowsCard: 0, PlayerID: null });
      created.editor = answer.player.ID;
    },
  },
  {
    name: "creates a player from the game-week screen's payload, answered in its casing",
    route: 'createPlayer',
    body: screenPayload(),
    status: 200,
    check: (answer) => {
      expect(answer.player).toEqual({ ...screenPayload(), id: expect.any(Number) });
      created.screen = answer.player.id;
    },
  },
  {
    name: 'refuses a bad position in the editor row with 400 naming Position',
    route: 'createPlayer',
    body: editorRow({ Position: 'X' }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('Position'),
  },
  {
    name: 'refuses a negative price with 400 naming Price',
    route: 'createPlayer',
    body: editorRow({ Price: -1 }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('Price'),
  },
  {
    name: 'refuses a bad position in the game-week payload with 400 naming position',
    route: 'createPlayer',
    body: screenPayload({ position: 'GK' }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('position'),
  },
  {
    name: 'refuses a fractional shirt number with 400 naming shirt_num',
    route: 'createPlayer',
    body: screenPayload({ shirt_num: 9.5 }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('shirt_num'),
  },
  {
    name: 'answers 404 naming TeamID for an unknown team',
    route: 'createPlayer',
    body: editorRow({ TeamID: UNKNOWN }),
    status: 404,
    check: (answer) => expect(answer.error).toContain('TeamID'),
  },
  {
    name: 'updates a player from the full row it answered',
    route: 'updatePlayer',
    params: idOf('editor'),
    body: editorRow({ Name: 'Renamed', Price: 6, IsInjured: true, extra: 'ignored' }),
    status: 200,
    check: (answer) => {
      expect(answer.player).toMatchObject({ ID: created.editor, Name: 'Renamed', Price: 6, IsInjured: true });
    },
  },
  {
    name: 'refuses a price sent as text with 400 naming Price',
    route: 'updatePlayer',
    params: idOf('editor'),
    body: editorRow({ Price: '6' }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('Price'),
  },
  {
    name: 'refuses a whole-number field sent with decimals with 400 naming it',
    route: 'updatePlayer',
    params: idOf('editor'),
    body: editorRow({ PlayerCode: 1.5 }),
    status: 400,
    check: (answer) => expect(answer.error).toContain('PlayerCode'),
  },
  {
    name: 'answers 404 for an unknown player',
    route: 'updatePlayer',
    params: { id: UNKNOWN },
    body: editorRow(),
    status: 404,
  },
  { name: 'deletes a player', route: 'deletePlayer', params: idOf('screen'), status: 200 },
  { name: 'answers 404 for a deleted player', route: 'deletePlayer', params: idOf('screen'), status: 404 },
  { name: 'answers 404 for an unknown player', route: 'deletePlayer', params: { id: UNKNOWN }, status: 404 },
  {
    name: 'refuses a request without a token',
    route: 'deletePlayer',
    params: idOf('editor'),
    auth: 'none',
    status: 401,
  },
];
