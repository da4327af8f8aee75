/**
 * Season players as the API speaks them: the season editor in the spec's PascalCase, the game-week screen a short
 * snake_case payload. The mapping lives here and nowhere else.
 */
import type { Static } from '@sinclair/typebox';
import {
  type GameWeekScreenPlayer,
  type GameWeekScreenPlayerBody,
  POSITIONS,
  type SeasonPlayer,
  type SeasonPlayerBody,
  type UpdatePlayerBody,
} from '../../contract';
import type { NewRow, Position, Row, RowUpdate } from '../db/schema';
import { roundMoney } from './money';

export type SeasonPlayerAnswer = Static<typeof SeasonPlayer>;
export type GameWeekScreenPlayerAnswer = Static<typeof GameWeekScreenPlayer>;
export type SeasonEditorRow = Static<typeof SeasonPlayerBody>;
export type GameWeekScreenPayload = Static<typeof GameWeekScreenPlayerBody>;
export type SeasonEditorUpdate = Static<typeof UpdatePlayerBody>;

export const positionRank = (position: Position) => POSITIONS.indexOf(position);

/** Within a position by team, shirt number (numberless last), name, id. */
export function compareByPosition(
  a: Pick<Row<'players'>, 'position' | 'team_id' | 'shirt_num' | 'name' | 'id'>,
  b: Pick<Row<'players'>, 'position' | 'team_id' | 'shirt_num' | 'name' | 'id'>,
): number {
  return (
    positionRank(a.position) - positionRank(b.position) ||
    a.team_id - b.team_id ||
    (a.shirt_num ?? Number.MAX_SAFE_INTEGER) - (b.shirt_num ?? Number.MAX_SAFE_INTEGER) ||
    a.name.localeCompare(b.name) ||
    a.id - b.id
  );
}

export function toSeasonPlayer(row: Row<'players'>): SeasonPlayerAnswer {
  return {
    ID: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    YellowsCard: row.yellow_cards,
    RedsCard: row.red_cards,
    IsInjured: row.is_injured === 1,
    IsBan: row.is_ban === 1,
    Price: Number(row.price),
    Position: row.position,
    PositionInfo: row.position_info,
    Age: row.age,
    Birth: row.birth,
    Name: row.name,
    NationalTeam: row.national_team,
    PlayerCode: row.player_code,
    PlayerID: row.external_player_id,
    PlayerOpta: row.player_opta,
    Seasons: row.season_id,
    ShirtNum: row.shirt_num,
    TeamCode: row.team_code,
    TeamID: row.team_id,
  };
}

export function toGameWeekScreenPlayer(row: Row<'players'>): GameWeekScreenPlayerAnswer {
  return {
    id: row.id,
    team_id: row.team_id,
    name: row.name,
    position: row.position,
    shirt_num: row.shirt_num,
    goal: row.goal,
    assist: row.assist,
  };
}

const trimmed = (text: string | undefined) => text?.trim();
const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** A field left out is undefined: a create fills in its default, an update keeps the stored value. */
function seasonEditorColumns(body: SeasonEditorRow) {
  return {
    season_id: body.Seasons,
    team_id: body.TeamID,
    name: body.Name.trim(),
    position: body.Position,
    price: roundMoney(body.Price),
    first_name: trimmed(body.FirstName),
    last_name: trimmed(body.LastName),
    yellow_cards: body.YellowsCard,
    red_cards: body.RedsCard,
    is_injured: flag(body.IsInjured),
    is_ban: flag(body.IsBan),
    position_info: trimmed(body.PositionInfo),
    age: body.Age,
    birth: body.Birth === null ? null : trimmed(body.Birth),
    national_team: trimmed(body.NationalTeam),
    player_code: body.PlayerCode,
    external_player_id: body.PlayerID,
    player_opta: trimmed(body.PlayerOpta),
    shirt_num: body.ShirtNum,
    team_code: trimmed(body.TeamCode),
  } satisfies RowUpdate<'players'>;
}

const NEW_PLAYER_DEFAULTS = {
  first_name: '',
  last_name: '',
  position_info: '',
  national_team: '',
  player_opta: '',
  team_code: '',
  yellow_cards: 0,
  red_cards: 0,
  is_injured: 0,
  is_ban: 0,
  age: null,
  birth: null,
  player_code: null,
  external_player_id: null,
  shirt_num: null,
  goal: 0,
  assist: 0,
} satisfies Partial<NewRow<'players'>>;

const withoutUndefined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

export function newPlayerFromSeasonEditor(body: SeasonEditorRow): NewRow<'players'> {
  const { season_id, team_id, name, position, price, ...optional } = seasonEditorColumns(body);
  return { ...NEW_PLAYER_DEFAULTS, ...withoutUndefined(optional), season_id, team_id, name, position, price };
}

/** The season is the team's; the price is set later in the season editor. */
export function newPlayerFromGameWeekScreen(body: GameWeekScreenPayload, seasonId: number): NewRow<'players'> {
  return {
    ...NEW_PLAYER_DEFAULTS,
    season_id: seasonId,
    team_id: body.team_id,
    name: body.name.trim(),
    position: body.position,
    price: 0,
    shirt_num: body.shirt_num ?? null,
    goal: body.goal ?? 0,
    assist: body.assist ?? 0,
  };
}

export function playerUpdateFromSeasonEditor(body: SeasonEditorUpdate): RowUpdate<'players'> {
  return withoutUndefined(seasonEditorColumns(body));
}
