/** The season editor speaks PascalCase and the game-week screen snake_case; the spec's player call takes both. */
import type { Static, TSchema } from '@sinclair/typebox';
import { INT4_MAX, Nullable, OkAnswer } from './common';
import { BodyId, Doc, Money, NullableField, Position } from './shared';
import { Text, TextOrEmpty } from './text';
import * as Type from './typeBuilder';
import { AcceptsDigitText } from './typedNumbers';

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

const seasonPlayerFields = {
  TeamID: BodyId(),
  Seasons: BodyId(),
  Name: Text(200),
  Position,
  Price: Money('The fantasy price'),
  FirstName: Type.Optional(TextOrEmpty(100)),
  LastName: Type.Optional(TextOrEmpty(100)),
  YellowsCard: Type.Optional(AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 999 }))),
  RedsCard: Type.Optional(AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 999 }))),
  IsInjured: Type.Optional(Type.Boolean()),
  IsBan: Type.Optional(Type.Boolean()),
  PositionInfo: Type.Optional(TextOrEmpty(100)),
  Age: Type.Optional(NullableField(AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 120 })))),
  Birth: Type.Optional(NullableField(TextOrEmpty(40))),
  NationalTeam: Type.Optional(TextOrEmpty(100)),
  PlayerCode: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: INT4_MAX }))),
  PlayerID: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: INT4_MAX }))),
  PlayerOpta: Type.Optional(TextOrEmpty(40)),
  ShirtNum: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: 99 }))),
  TeamCode: Type.Optional(TextOrEmpty(40)),
} satisfies Record<string, TSchema>;

/** Bodies accept extra properties: the SPA sends whole rows back. */
export const SeasonPlayerBody = Doc(
  Type.Object(seasonPlayerFields),
  'SeasonPlayerBody',
  "The season editor's new-player row (PascalCase).",
);

export const GameWeekScreenPlayerBody = Doc(
  Type.Object({
    team_id: AcceptsDigitText(BodyId()),
    name: Text(200),
    position: Position,
    shirt_num: Type.Optional(NullableField(AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 99 })))),
    goal: Type.Optional(AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 999 }))),
    assist: Type.Optional(AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 999 }))),
  }),
  'GameWeekScreenPlayerBody',
  "The game-week screen's new player (snake_case); the season is the team's. The spec shows no conversion of " +
    'this payload: its whole numbers may arrive as typed.',
);

/** Carrying any of these names makes a body the season editor's (the game-week screen sends none of them). */
const SEASON_EDITOR_KEYS = ['TeamID', 'Seasons', 'Name', 'Position', 'Price'] as const;
const LooksLikeSeasonEditorRow = Type.Union(SEASON_EDITOR_KEYS.map((key) => Type.Object({ [key]: Type.Unknown() })));

/**
 * allOf[anyOf[row, not looks], anyOf[payload, looks]] rather than anyOf[row, payload]: Ajv and TypeBox report the
 * first branch's first problem, so a plain union answers a bad snake_case payload with "TeamID is required".
 */
const seasonEditorRowOrGameWeekPayload = Type.Intersect([
  Type.Union([SeasonPlayerBody, Type.Not(LooksLikeSeasonEditorRow)]),
  Type.Union([GameWeekScreenPlayerBody, LooksLikeSeasonEditorRow]),
]);

export const CreatePlayerBody = Doc(
  Type.Unsafe<Static<typeof SeasonPlayerBody> | Static<typeof GameWeekScreenPlayerBody>>(
    seasonEditorRowOrGameWeekPayload,
  ),
  'CreatePlayerBody',
  "A new player: the season editor's PascalCase row (a body carrying TeamID, Seasons, Name, Position or " +
    "Price is one) or the game-week screen's snake_case payload (team_id, name, position, shirt_num, goal, " +
    'assist).',
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
