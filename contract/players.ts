/**
 * Season players. The season editor speaks PascalCase (SeasonPlayer); the game-week screen creates
 * players with a short snake_case payload. Both shapes are the spec's (section 7, POST /players).
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { Nullable, OkAnswer, Text } from './common';
import { BodyId, Doc, Money, NullableField, Position } from './shared';

/** A season player as the season editor shows and edits it. */
export const SeasonPlayer = Type.Object(
  {
    ID: Type.Integer({ minimum: 1 }),
    FirstName: Type.String(),
    LastName: Type.String(),
    YellowsCard: Type.Integer(),
    RedsCard: Type.Integer(),
    IsInjured: Type.Boolean(),
    IsBan: Type.Boolean(),
    Price: Type.Number(),
    Position,
    PositionInfo: Type.String(),
    Age: Nullable(Type.Integer()),
    Birth: Nullable(Type.String()),
    Name: Type.String(),
    NationalTeam: Type.String(),
    PlayerCode: Nullable(Type.Integer()),
    PlayerID: Nullable(Type.Integer({ description: "The provider's player id" })),
    PlayerOpta: Type.String(),
    Seasons: Type.Integer({ description: 'The season id' }),
    ShirtNum: Nullable(Type.Integer()),
    TeamCode: Type.String(),
    TeamID: Type.Integer({ description: 'The team row id (teams.id)' }),
  },
  { title: 'SeasonPlayer', description: 'A player of a season, in the season editor casing.' },
);

/** A player created from the game-week screen, answered in the casing it was sent in. */
export const GameWeekScreenPlayer = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    team_id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    position: Position,
    shirt_num: Nullable(Type.Integer()),
    goal: Type.Integer(),
    assist: Type.Integer(),
  },
  { title: 'GameWeekScreenPlayer', description: 'A player as the game-week screen creates it.' },
);

/** The season editor's fields. Name, Position, Price, Seasons and TeamID are required; the rest default. */
const seasonPlayerFields = {
  TeamID: BodyId(),
  Seasons: BodyId(),
  Name: Text(200),
  Position,
  Price: Money('The fantasy price'),
  FirstName: Type.Optional(Type.String({ maxLength: 100 })),
  LastName: Type.Optional(Type.String({ maxLength: 100 })),
  YellowsCard: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  RedsCard: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  IsInjured: Type.Optional(Type.Boolean()),
  IsBan: Type.Optional(Type.Boolean()),
  PositionInfo: Type.Optional(Type.String({ maxLength: 100 })),
  Age: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: 120 }))),
  Birth: Type.Optional(NullableField(Type.String({ maxLength: 40 }))),
  NationalTeam: Type.Optional(Type.String({ maxLength: 100 })),
  PlayerCode: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: 2147483647 }))),
  PlayerID: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: 2147483647 }))),
  PlayerOpta: Type.Optional(Type.String({ maxLength: 40 })),
  ShirtNum: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: 99 }))),
  TeamCode: Type.Optional(Type.String({ maxLength: 40 })),
} satisfies Record<string, TSchema>;

/** Bodies accept extra properties: the SPA sends whole rows back. */
export const SeasonPlayerBody = Doc(
  Type.Object(seasonPlayerFields),
  'SeasonPlayerBody',
  "The season editor's new-player row (PascalCase).",
);

export const GameWeekScreenPlayerBody = Doc(
  Type.Object({
    team_id: BodyId(),
    name: Text(200),
    position: Position,
    shirt_num: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: 99 }))),
    goal: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
    assist: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  }),
  'GameWeekScreenPlayerBody',
  "The game-week screen's new player (snake_case); the season is the team's.",
);

/** The two shapes share no field name; a body with TeamID is the season editor's. */
export const CreatePlayerBody = Doc(
  Type.Union([SeasonPlayerBody, GameWeekScreenPlayerBody]),
  'CreatePlayerBody',
  "A new player: the season editor's PascalCase row or the game-week screen's snake_case payload.",
);

export const CreatePlayerAnswer = Doc(
  OkAnswer({ player: Type.Union([SeasonPlayer, GameWeekScreenPlayer]) }),
  'CreatePlayerAnswer',
  'The created player, in the casing of the payload that created it.',
);

export const UpdatePlayerBody = Doc(
  Type.Object({ ID: Type.Optional(BodyId()), ...seasonPlayerFields }),
  'UpdatePlayerBody',
  'The full player row as the season editor holds it. Every known field is validated; optional fields ' +
    'left out keep their stored value; the path names the player (a sent ID is ignored).',
);

export const UpdatePlayerAnswer = Doc(OkAnswer({ player: SeasonPlayer }), 'UpdatePlayerAnswer', 'The player as saved.');

export const DeletePlayerAnswer = Doc(OkAnswer({}), 'DeletePlayerAnswer', 'The player is deleted.');
