/**
 * What the formation state refuses (a player picked twice, a squad that is not eleven) is reported and the picks
 * are still shown line by line, so an operator checking a winner sees both the team and the problem.
 */
import type { Static } from '@sinclair/typebox';
import type { EntryPick } from '../../../../contract';
import {
  addPlayer,
  createFormation,
  FORMATION_POSITION_OF,
  FORMATION_POSITIONS,
  type FormationError,
  type FormationPosition,
  formationOfPositions,
} from '../../../../contract/rules/formation';

export type PitchPick = Static<typeof EntryPick>;

export interface PitchLine {
  position: FormationPosition;
  /** the line's slots left to right; null for an empty slot */
  slots: (PitchPick | null)[];
}

export interface PitchLayout {
  formation: string;
  lines: PitchLine[];
  problem: FormationError | null;
  /** the captain's already doubled */
  picksTotal: number;
}

const lineOf = (pick: PitchPick) => FORMATION_POSITION_OF[pick.position];

/** Without a usable formation: each line holds the picks of its position, in slot order. */
function byPosition(picks: readonly PitchPick[]): PitchLine[] {
  return FORMATION_POSITIONS.map((position) => ({
    position,
    slots: picks.filter((pick) => lineOf(pick) === position),
  }));
}

export function layOutPicks(picks: readonly PitchPick[]): PitchLayout {
  const ordered = [...picks].sort((a, b) => a.slot - b.slot);
  const formation = formationOfPositions(ordered.map((pick) => pick.position));
  const picksTotal = ordered.reduce((total, pick) => total + pick.points, 0);
  const created = createFormation(formation);
  if (!created.ok) return { formation, lines: byPosition(ordered), problem: created.error, picksTotal };
  let state = created.state;
  let problem: FormationError | null = null;
  for (const pick of ordered) {
    const outcome = addPlayer(state, lineOf(pick), { player_id: pick.player_id, id: pick.player_id, name: pick.name });
    state = outcome.state;
    problem ??= outcome.error;
  }
  if (problem) return { formation, lines: byPosition(ordered), problem, picksTotal };
  const byPlayer = new Map(ordered.map((pick) => [pick.player_id, pick]));
  const lines = FORMATION_POSITIONS.map((position) => ({
    position,
    slots: state.lines[position].map((slot) => (slot ? (byPlayer.get(slot.id) ?? null) : null)),
  }));
  return { formation: state.formation, lines, problem: null, picksTotal };
}
