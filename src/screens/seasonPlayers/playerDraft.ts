/**
 * A season-editor row while it is typed (every input is text, the flags are checkboxes, the position a select),
 * and the payload it becomes. Which input a column gets and how its text is sent both come from the column's
 * field in the contract's SeasonPlayerBody. Spec section 5: PlayerCode, PlayerID, Seasons, TeamID and ShirtNum
 * are converted to integers and Price to a decimal before sending; we convert every number column the same way,
 * and what does not convert is sent as null, so the server names the field.
 */
import type { Static } from '@sinclair/typebox';
import { type SeasonPlayer, SeasonPlayerBody } from '../../../contract';
import { type FieldSpec, fieldNamed } from '../../kit/fields';

type Body = Required<Static<typeof SeasonPlayerBody>>;

/** The editable columns in the order the wide table shows them (the spec's table); the rest of a row is its place. */
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

/** What an input holds: a flag's checkbox its boolean, a select its choice, every other input its text. */
type Typed<T> = T extends boolean ? boolean : [T] extends [string] ? (string extends T ? string : T) : string;
export type PlayerDraft = { [K in EditableColumn]: Typed<NonNullable<Body[K]>> };

/** The stored player as the editor row shows it (what the API answers for GET season-season-detail). */
export type SeasonPlayerRecord = Static<typeof SeasonPlayer>;

/** The contract's field behind a column: its kind chooses the input and the conversion. */
export const columnField = (column: EditableColumn): FieldSpec => fieldNamed(SeasonPlayerBody, column);

const isNumber = (field: FieldSpec) => field.kind === 'integer' || field.kind === 'number' || field.kind === 'baht';
export const isNumberColumn = (column: EditableColumn) => isNumber(columnField(column));

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** An empty new-player row: no flags, the first position, empty text. */
export function emptyDraft(): PlayerDraft {
  return Object.fromEntries(
    EDITABLE_COLUMNS.map((column) => {
      const field = columnField(column);
      if (field.kind === 'boolean') return [column, false];
      return [column, field.choices ? field.choices[0] : ''];
    }),
  ) as PlayerDraft;
}

/** The row of a stored player, to edit. */
export function draftOf(player: SeasonPlayerRecord): PlayerDraft {
  return Object.fromEntries(
    EDITABLE_COLUMNS.map((column) => {
      const value = player[column];
      return [column, typeof value === 'boolean' || columnField(column).choices ? value : text(value)];
    }),
  ) as PlayerDraft;
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

/** One typed text as its field is sent: numbers read as the spec's client reads them, text trimmed. */
function sent(field: FieldSpec, typed: string): unknown {
  if (field.kind === 'integer') {
    // a count that cannot be null (the cards): none typed means none
    return toInteger(typed) ?? (field.nullable ? null : 0);
  }
  if (isNumber(field)) return toDecimal(typed);
  const trimmed = typed.trim();
  return trimmed === '' && field.nullable ? null : trimmed;
}

/** The body POST players / PUT players/{ID} get, for a player of this season and team. */
export function payloadOf(draft: PlayerDraft, place: { seasonId: number; teamId: number }) {
  const columns = EDITABLE_COLUMNS.map((column) => {
    const value = draft[column];
    return [column, typeof value === 'string' ? sent(columnField(column), value) : value];
  });
  return { TeamID: place.teamId, Seasons: place.seasonId, ...Object.fromEntries(columns) };
}
