import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  countByPosition,
  createFormation,
  type FormationState,
  formationOfPositions,
  formationReducer,
  isFull,
  parseFormation,
  removePlayer,
  type SlotPlayer,
} from '../../contract/rules/formation';

const player = (id: number, name = `Player ${id}`): SlotPlayer => ({ player_id: id, id, name });

function created(text: string): FormationState {
  const result = createFormation(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** Freezes the state all the way down, so a step that mutated it would throw. */
function frozen(state: FormationState): FormationState {
  for (const line of Object.values(state.lines)) Object.freeze(line);
  Object.freeze(state.lines);
  return Object.freeze(state);
}

describe('creating a formation from its string', () => {
  it.each([
    ['1-4-4-2', { GKP: 1, DEF: 4, MID: 4, FWD: 2 }],
    ['1-4-3-3', { GKP: 1, DEF: 4, MID: 3, FWD: 3 }],
    ['1-5-4-1', { GKP: 1, DEF: 5, MID: 4, FWD: 1 }],
    ['1-3-5-2', { GKP: 1, DEF: 3, MID: 5, FWD: 2 }],
    ['0-5-5-1', { GKP: 0, DEF: 5, MID: 5, FWD: 1 }],
    [' 1-4-4-2 ', { GKP: 1, DEF: 4, MID: 4, FWD: 2 }],
    ['01-04-04-02', { GKP: 1, DEF: 4, MID: 4, FWD: 2 }],
  ])('%j gives one empty slot per counted place: %j', (text, counts) => {
    const state = created(text);
    for (const [position, slots] of Object.entries(counts)) {
      expect(state.lines[position as keyof typeof counts]).toEqual(Array(slots).fill(null));
    }
    expect(state.formation).toBe(Object.values(counts).join('-'));
    expect(isFull(state)).toBe(false);
  });

  it.each([
    ['4-4-2', 'not_four_numbers'],
    ['1-4-4-1-1', 'not_four_numbers'],
    ['', 'not_four_numbers'],
    ['1-4-4-x', 'not_four_numbers'],
    ['1-4-4-2.0', 'not_four_numbers'],
    ['1.5-4-4-1.5', 'not_four_numbers'],
    ['1 4 4 2', 'not_four_numbers'],
    ['1,4,4,2', 'not_four_numbers'],
    ['1-4-4-', 'not_four_numbers'],
    ['1-4--4-2', 'negative'],
    ['1-4-4-2-', 'not_four_numbers'],
    ['1-5-6--1', 'negative'],
    ['-1-4-4-4', 'negative'],
    ['1-4-4-3', 'wrong_squad_size'],
    ['1-4-4-1', 'wrong_squad_size'],
    ['0-0-0-0', 'wrong_squad_size'],
    ['1-4-4-99999999999', 'wrong_squad_size'],
  ])('refuses %j with the error %s', (text, code) => {
    const result = parseFormation(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message).toContain(text);
    const creation = createFormation(text);
    expect(creation).toEqual({ ok: false, error: result.error });
  });

  it('names the squad size and the sum when the numbers do not add up to 11', () => {
    const result = parseFormation('1-4-4-3');
    expect(!result.ok && result.error.message).toMatch(/add up to 11.*adds up to 12/);
  });

  it('a bad string given to the reducer leaves the state it had (the same object) and says why', () => {
    let state = created('1-4-4-2');
    state = frozen(addPlayer(state, 'GKP', player(1)).state);
    for (const text of ['4-4-2', '1-5-6--1', '1-4-4-3']) {
      const outcome = formationReducer(state, { type: 'create', formation: text });
      expect(outcome.state).toBe(state);
      expect(outcome.error?.message).toBeTruthy();
    }
  });

  it('a good string given to the reducer starts an empty formation of that shape', () => {
    const state = frozen(addPlayer(created('1-4-4-2'), 'GKP', player(1)).state);
    const outcome = formationReducer(state, { type: 'create', formation: '1-3-4-3' });
    expect(outcome.error).toBeNull();
    expect(outcome.state.formation).toBe('1-3-4-3');
    expect(countByPosition(outcome.state)).toEqual({
      GKP: { filled: 0, slots: 1 },
      DEF: { filled: 0, slots: 3 },
      MID: { filled: 0, slots: 4 },
      FWD: { filled: 0, slots: 3 },
    });
  });
});

describe('adding a player', () => {
  it('puts the player in the first empty slot of their position, leaving the given state as it was', () => {
    const empty = frozen(created('1-4-4-2'));
    const outcome = addPlayer(empty, 'DEF', player(7));
    expect(outcome.error).toBeNull();
    expect(outcome.state.lines.DEF).toEqual([player(7), null, null, null]);
    expect(empty.lines.DEF).toEqual([null, null, null, null]);
    expect(outcome.state.lines.MID).toBe(empty.lines.MID);
  });

  it('fills the first empty slot, even one emptied before a filled one', () => {
    let state = created('1-4-4-2');
    for (const id of [1, 2, 3]) state = addPlayer(state, 'DEF', player(id)).state;
    state = removePlayer(state, 'DEF', 1).state;
    state = addPlayer(state, 'DEF', player(9)).state;
    expect(state.lines.DEF.map((slot) => slot?.id ?? null)).toEqual([9, 2, 3, null]);
  });

  it.each([
    ['in the same position', 'MID'],
    ['in another position', 'FWD'],
  ] as const)('refuses a player whose id is already placed %s, changing nothing', (_, position) => {
    const state = frozen(addPlayer(created('1-4-4-2'), 'MID', player(5, 'Saka')).state);
    const outcome = addPlayer(state, position, player(5, 'Saka again'));
    expect(outcome.state).toBe(state);
    expect(outcome.error).toMatchObject({ code: 'already_placed' });
    expect(outcome.error?.message).toContain('MID');
  });

  it('refuses a player when the position has no empty slot, changing nothing', () => {
    let state = created('1-4-4-2');
    state = frozen(addPlayer(state, 'GKP', player(1)).state);
    const outcome = addPlayer(state, 'GKP', player(2));
    expect(outcome.state).toBe(state);
    expect(outcome.error).toMatchObject({ code: 'position_full' });
  });

  it('refuses a position that is not one of GKP, DEF, MID, FWD', () => {
    const state = frozen(created('1-4-4-2'));
    const outcome = addPlayer(state, 'G' as never, player(1));
    expect(outcome.state).toBe(state);
    expect(outcome.error).toMatchObject({ code: 'unknown_position' });
  });

  it('through the reducer, the same as addPlayer', () => {
    const state = created('1-4-4-2');
    expect(formationReducer(state, { type: 'add', position: 'FWD', player: player(3) })).toEqual(
      addPlayer(state, 'FWD', player(3)),
    );
  });
});

describe('removing a player', () => {
  it('empties the slot holding the player; the other slots keep their places', () => {
    let state = created('1-4-4-2');
    for (const id of [1, 2, 3, 4]) state = addPlayer(state, 'MID', player(id)).state;
    const outcome = removePlayer(frozen(state), 'MID', 2);
    expect(outcome.error).toBeNull();
    expect(outcome.state.lines.MID.map((slot) => slot?.id ?? null)).toEqual([1, null, 3, 4]);
  });

  it('refuses a player who is not in that position, changing nothing', () => {
    const state = frozen(addPlayer(created('1-4-4-2'), 'MID', player(1)).state);
    for (const [position, id] of [
      ['MID', 2],
      ['DEF', 1],
    ] as const) {
      const outcome = removePlayer(state, position, id);
      expect(outcome.state).toBe(state);
      expect(outcome.error).toMatchObject({ code: 'not_placed' });
    }
  });

  it('through the reducer, the same as removePlayer', () => {
    const state = addPlayer(created('1-4-4-2'), 'FWD', player(3)).state;
    expect(formationReducer(state, { type: 'remove', position: 'FWD', id: 3 })).toEqual(removePlayer(state, 'FWD', 3));
  });
});

describe('is-full and the count per position', () => {
  it('counts the filled slots against the slots of each position, and is full only with all eleven placed', () => {
    let state = created('1-3-4-3');
    const order = [
      ['GKP', 1],
      ['DEF', 3],
      ['MID', 4],
      ['FWD', 3],
    ] as const;
    let id = 0;
    for (const [position, slots] of order) {
      for (let i = 0; i < slots; i++) {
        expect(isFull(state)).toBe(false);
        state = addPlayer(state, position, player(++id)).state;
      }
    }
    expect(isFull(state)).toBe(true);
    expect(countByPosition(state)).toEqual({
      GKP: { filled: 1, slots: 1 },
      DEF: { filled: 3, slots: 3 },
      MID: { filled: 4, slots: 4 },
      FWD: { filled: 3, slots: 3 },
    });
    state = removePlayer(state, 'DEF', 3).state;
    expect(isFull(state)).toBe(false);
    expect(countByPosition(state).DEF).toEqual({ filled: 2, slots: 3 });
  });
});

describe('the formation of a set of picks', () => {
  it.each([
    [['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'M', 'F', 'F'], '1-4-4-2'],
    [['F', 'M', 'D', 'G', 'D', 'M', 'F', 'D', 'M', 'F', 'D'], '1-4-3-3'],
    [['G', 'D', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'M', 'F'], '1-5-4-1'],
    [[], '0-0-0-0'],
  ] as const)('%j gives %s', (positions, formation) => {
    expect(formationOfPositions(positions)).toBe(formation);
  });
});
