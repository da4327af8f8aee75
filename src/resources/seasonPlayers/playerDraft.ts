/**
 * A season-editor row while it is typed (every input is text, the flags are checkboxes), and the payload
 * it becomes. Spec section 5: PlayerCode, PlayerID, Seasons, TeamID and ShirtNum are converted to integers
 * and Price to a decimal before sending; what does not convert is sent as null, so the server names the field.
 */
import type { POSITIONS } from '../../../contract';

type Position = (typeof POSITIONS)[number];

export const TEXT_FIELDS = [
  'Name',
  'FirstName',
  'LastName',
  'PositionInfo',
  'Birth',
  'NationalTeam',
  'PlayerOpta',
  'TeamCode',
] as const;
export const NUMBER_FIELDS = ['Price', 'ShirtNum', 'Age', 'YellowsCard', 'RedsCard', 'PlayerCode', 'PlayerID'] as const;
export const FLAG_FIELDS = ['IsInjured', 'IsBan'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];
type FlagField = (typeof FLAG_FIELDS)[number];

/** The editable columns in the order the wide table shows them. */
export const EDITABLE_COLUMNS = [
  'Name',
  'Position',
  'Price',
  'ShirtNum',
  'FirstName',
  'LastName',
  'PositionInfo',
  'Age',
  'Birth',
  'NationalTeam',
  'YellowsCard',
  'RedsCard',
  'IsInjured',
  'IsBan',
  'PlayerCode',
  'PlayerID',
  'PlayerOpta',
  'TeamCode',
] as const;
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

export type PlayerDraft = Record<TextField | NumberField, string> & Record<FlagField, boolean> & { Position: Position };

/** The stored player as the editor row shows it (what the API answers for GET season-season-detail). */
export type SeasonPlayerRecord = Record<TextField, string | null> &
  Record<NumberField, number | null> &
  Record<FlagField, boolean> & { ID: number; Name: string; Position: Position; Seasons: number; TeamID: number };

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** An empty new-player row. */
export function emptyDraft(): PlayerDraft {
  const draft = { Position: 'G', IsInjured: false, IsBan: false } as PlayerDraft;
  for (const field of [...TEXT_FIELDS, ...NUMBER_FIELDS]) draft[field] = '';
  return draft;
}

/** The row of a stored player, to edit. */
export function draftOf(player: SeasonPlayerRecord): PlayerDraft {
  const draft = emptyDraft();
  for (const field of [...TEXT_FIELDS, ...NUMBER_FIELDS]) draft[field] = text(player[field]);
  return { ...draft, Position: player.Position, IsInjured: !!player.IsInjured, IsBan: !!player.IsBan };
}

/** parseInt's reading (spec section 5); nothing readable becomes null, as JSON sends NaN. */
export function toInteger(value: string): number | null {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? null : parsed;
}

/** parseFloat's reading; nothing readable becomes null. */
export function toDecimal(value: string): number | null {
  const parsed = Number.parseFloat(value.trim());
  return Number.isNaN(parsed) ? null : parsed;
}

/** The body POST players / PUT players/{ID} get, for a player of this season and team. */
export function payloadOf(draft: PlayerDraft, place: { seasonId: number; teamId: number }) {
  return {
    TeamID: place.teamId,
    Seasons: place.seasonId,
    Name: draft.Name,
    Position: draft.Position,
    Price: toDecimal(draft.Price),
    FirstName: draft.FirstName.trim(),
    LastName: draft.LastName.trim(),
    PositionInfo: draft.PositionInfo.trim(),
    Birth: draft.Birth.trim() === '' ? null : draft.Birth.trim(),
    NationalTeam: draft.NationalTeam.trim(),
    PlayerOpta: draft.PlayerOpta.trim(),
    TeamCode: draft.TeamCode.trim(),
    ShirtNum: toInteger(draft.ShirtNum),
    Age: toInteger(draft.Age),
    // no cards typed means none
    YellowsCard: toInteger(draft.YellowsCard) ?? 0,
    RedsCard: toInteger(draft.RedsCard) ?? 0,
    PlayerCode: toInteger(draft.PlayerCode),
    PlayerID: toInteger(draft.PlayerID),
    IsInjured: draft.IsInjured,
    IsBan: draft.IsBan,
  };
}
