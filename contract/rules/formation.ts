/**
 * Pure and immutable: a refused step (a bad formation string, a full position, a player already placed) answers
 * the very same state with an error, so a screen can show the error and keep what it had.
 */
import type { PositionCode as Position } from '../shared';

export const FORMATION_POSITIONS = ['GKP', 'DEF', 'MID', 'FWD'] as const;
export type FormationPosition = (typeof FORMATION_POSITIONS)[number];

export const SQUAD_SIZE = 11;

export const FORMATION_POSITION_OF: Readonly<Record<Position, FormationPosition>> = {
  G: 'GKP',
  D: 'DEF',
  M: 'MID',
  F: 'FWD',
};

/** What a filled slot holds: `id` identifies the player within the formation (the duplicate check). */
export interface SlotPlayer {
  player_id: number;
  id: number;
  name: string;
}

export type Slot = SlotPlayer | null;

export interface FormationState {
  formation: string;
  lines: Readonly<Record<FormationPosition, readonly Slot[]>>;
}

export type FormationErrorCode =
  | 'not_four_numbers'
  | 'negative'
  | 'wrong_squad_size'
  | 'unknown_position'
  | 'position_full'
  | 'already_placed'
  | 'not_placed';

export interface FormationError {
  code: FormationErrorCode;
  message: string;
}

export type FormationAction =
  | { type: 'create'; formation: string }
  | { type: 'add'; position: FormationPosition; player: SlotPlayer }
  | { type: 'remove'; position: FormationPosition; id: number };

export interface FormationOutcome {
  state: FormationState;
  error: FormationError | null;
}

export type ParsedFormation =
  | { ok: true; counts: Readonly<Record<FormationPosition, number>> }
  | { ok: false; error: FormationError };

const fail = (code: FormationErrorCode, message: string) => ({ ok: false as const, error: { code, message } });

/** Four whole numbers, each possibly negative (so a negative one can be named as such), joined by hyphens. */
const FORMATION_PATTERN = /^\s*(-?\d+)-(-?\d+)-(-?\d+)-(-?\d+)\s*$/;

export function parseFormation(text: string): ParsedFormation {
  const match = FORMATION_PATTERN.exec(text);
  if (!match) {
    return fail(
      'not_four_numbers',
      `A formation is four whole numbers joined by hyphens (GKP-DEF-MID-FWD, e.g. 1-4-4-2), not "${text}"`,
    );
  }
  const numbers = match.slice(1, 5).map(Number);
  if (numbers.some((n) => n < 0)) return fail('negative', `A formation cannot hold a negative number: "${text}"`);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  if (total !== SQUAD_SIZE) {
    return fail('wrong_squad_size', `A formation must add up to ${SQUAD_SIZE} players; "${text}" adds up to ${total}`);
  }
  const [GKP, DEF, MID, FWD] = numbers;
  return { ok: true, counts: { GKP, DEF, MID, FWD } };
}

export function formationOfPositions(positions: readonly Position[]): string {
  const counts = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const position of positions) counts[FORMATION_POSITION_OF[position]] += 1;
  return FORMATION_POSITIONS.map((position) => counts[position]).join('-');
}

export function createFormation(
  text: string,
): { ok: true; state: FormationState } | { ok: false; error: FormationError } {
  const parsed = parseFormation(text);
  if (!parsed.ok) return parsed;
  const { counts } = parsed;
  const lines = {
    GKP: Array<Slot>(counts.GKP).fill(null),
    DEF: Array<Slot>(counts.DEF).fill(null),
    MID: Array<Slot>(counts.MID).fill(null),
    FWD: Array<Slot>(counts.FWD).fill(null),
  };
  return { ok: true, state: { formation: FORMATION_POSITIONS.map((p) => counts[p]).join('-'), lines } };
}

const refuse = (state: FormationState, code: FormationErrorCode, message: string): FormationOutcome => ({
  state,
  error: { code, message },
});

const knownPosition = (position: string): position is FormationPosition =>
  (FORMATION_POSITIONS as readonly string[]).includes(position);

export function findPlayer(state: FormationState, id: number): { position: FormationPosition; slot: number } | null {
  for (const position of FORMATION_POSITIONS) {
    const slot = state.lines[position].findIndex((held) => held?.id === id);
    if (slot >= 0) return { position, slot };
  }
  return null;
}

const withLine = (state: FormationState, position: FormationPosition, line: Slot[]): FormationState => ({
  ...state,
  lines: { ...state.lines, [position]: line },
});

/** Refused when the same id is placed anywhere: one player holds one place in a team. */
export function addPlayer(state: FormationState, position: FormationPosition, player: SlotPlayer): FormationOutcome {
  if (!knownPosition(position)) return refuse(state, 'unknown_position', `No position "${position}" in a formation`);
  const placed = findPlayer(state, player.id);
  if (placed) {
    return refuse(
      state,
      'already_placed',
      `${player.name} (id ${player.id}) is already in the ${placed.position} line`,
    );
  }
  const line = state.lines[position];
  const empty = line.indexOf(null);
  if (empty < 0) {
    return refuse(state, 'position_full', `The ${position} line of ${state.formation} has no empty slot`);
  }
  const next = line.slice();
  next[empty] = player;
  return { state: withLine(state, position, next), error: null };
}

export function removePlayer(state: FormationState, position: FormationPosition, id: number): FormationOutcome {
  if (!knownPosition(position)) return refuse(state, 'unknown_position', `No position "${position}" in a formation`);
  const line = state.lines[position];
  const slot = line.findIndex((held) => held?.id === id);
  if (slot < 0) return refuse(state, 'not_placed', `No player with id ${id} in the ${position} line`);
  const next = line.slice();
  next[slot] = null;
  return { state: withLine(state, position, next), error: null };
}

export function isFull(state: FormationState): boolean {
  return FORMATION_POSITIONS.every((position) => !state.lines[position].includes(null));
}

export function countByPosition(state: FormationState): Record<FormationPosition, { filled: number; slots: number }> {
  const count = (position: FormationPosition) => {
    const line = state.lines[position];
    return { filled: line.filter((slot) => slot !== null).length, slots: line.length };
  };
  return { GKP: count('GKP'), DEF: count('DEF'), MID: count('MID'), FWD: count('FWD') };
}

export function formationReducer(state: FormationState, action: FormationAction): FormationOutcome {
  switch (action.type) {
    case 'create': {
      const created = createFormation(action.formation);
      return created.ok ? { state: created.state, error: null } : { state, error: created.error };
    }
    case 'add':
      return addPlayer(state, action.position, action.player);
    case 'remove':
      return removePlayer(state, action.position, action.id);
  }
}
