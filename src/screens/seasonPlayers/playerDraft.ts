/**
 * The spec converts the ids and ShirtNum to integers and Price to a decimal before sending; every number column
 * is converted so, and what does not convert is sent as null, so the server names the field.
 */
import type { Static } from '@sinclair/typebox';
import { type SeasonPlayer, SeasonPlayerBody } from '../../../contract';
import type { FoldableColumn } from '../../kit/columnFolding';
import { type FieldSpec, fieldNamed } from '../../kit/fields';

type Body = Required<Static<typeof SeasonPlayerBody>>;

/** In the spec's table order; the rest of a row is its place. */
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
] as const satisfies readonly (keyof Body)[];
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

/** Kept in view longest as the editor narrows: who the player is, the price, and what keeps them off the pitch. */
const KEPT_IN_VIEW: readonly EditableColumn[] = [
  'Name',
  'Position',
  'Price',
  'ShirtNum',
  'YellowsCard',
  'RedsCard',
  'IsInjured',
  'IsBan',
];

/** The grid's columns, the id first; the others fold into a row's expand panel where the editor is too narrow. */
export const PLAYER_COLUMNS: FoldableColumn[] = [
  { key: 'ID' },
  ...EDITABLE_COLUMNS.map((column) => ({ key: column, priority: KEPT_IN_VIEW.includes(column) ? 1 : 0 })),
];

/** The editable columns at the editor's width: in the row, or folded into its expand panel. */
export interface PlayerColumns {
  shown: EditableColumn[];
  folded: EditableColumn[];
}

/** What an input holds: a flag's checkbox its boolean, a select its choice, every other input its text. */
type Typed<T> = T extends boolean ? boolean : [T] extends [string] ? (string extends T ? string : T) : string;
export type PlayerDraft = { [K in EditableColumn]: Typed<NonNullable<Body[K]>> };

export type SeasonPlayerRecord = Static<typeof SeasonPlayer>;

export const columnField = (column: EditableColumn): FieldSpec => fieldNamed(SeasonPlayerBody, column);

const isNumber = (field: FieldSpec) => field.kind === 'integer' || field.kind === 'number' || field.kind === 'baht';
export const isNumberColumn = (column: EditableColumn) => isNumber(columnField(column));

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function emptyDraft(): PlayerDraft {
  return Object.fromEntries(
    EDITABLE_COLUMNS.map((column) => {
      const field = columnField(column);
      if (field.kind === 'boolean') return [column, false];
      return [column, field.choices ? field.choices[0] : ''];
    }),
  ) as PlayerDraft;
}

export function draftOf(player: SeasonPlayerRecord): PlayerDraft {
  return Object.fromEntries(
    EDITABLE_COLUMNS.map((column) => {
      const value = player[column];
      return [column, typeof value === 'boolean' || columnField(column).choices ? value : text(value)];
    }),
  ) as PlayerDraft;
}

/** parseInt's reading, as the spec's client reads it; NaN becomes null, as JSON would send it. */
export function toInteger(value: string): number | null {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? null : parsed;
}

export function toDecimal(value: string): number | null {
  const parsed = Number.parseFloat(value.trim());
  return Number.isNaN(parsed) ? null : parsed;
}

function sent(field: FieldSpec, typed: string): unknown {
  if (field.kind === 'integer') {
    // a count that cannot be null (the cards): none typed means none
    return toInteger(typed) ?? (field.nullable ? null : 0);
  }
  if (isNumber(field)) return toDecimal(typed);
  const trimmed = typed.trim();
  return trimmed === '' && field.nullable ? null : trimmed;
}

export function payloadOf(draft: PlayerDraft, place: { seasonId: number; teamId: number }) {
  const columns = EDITABLE_COLUMNS.map((column) => {
    const value = draft[column];
    return [column, typeof value === 'string' ? sent(columnField(column), value) : value];
  });
  return { TeamID: place.teamId, Seasons: place.seasonId, ...Object.fromEntries(columns) };
}
