import { CloneType, type TInteger } from '@sinclair/typebox';
import { Nullable, OkAnswer } from './common';
import { BodyId, Doc, NullableField, Position } from './shared';
import { TextOrEmpty } from './text';
import * as Type from './typeBuilder';
import { AcceptsDigitText } from './typedNumbers';

export const POINT_FIELDS = [
  'play_point',
  'goal_point',
  'assist_point',
  'clean_sheet',
  'free_kick_point',
  'card_point',
  'self_goal_point',
  'lose_goal_point',
] as const;
export type PointField = (typeof POINT_FIELDS)[number];

/** A point field: a whole number, negative for penalties (cards, own goals, goals conceded). */
export const PointValue = () => Type.Integer({ minimum: -99, maximum: 99 });

const pointFields = (point: () => TInteger) =>
  Object.fromEntries(POINT_FIELDS.map((field) => [field, point()])) as Record<PointField, TInteger>;

export const GameWeekPlayerRow = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'The game-week player row id (PUT game-week-player/:id)' }),
    player_id: Type.Integer({ minimum: 1, description: "The season player's id" }),
    game_week_id: Type.Integer({ minimum: 1 }),
    team_id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    position: Position,
    shirt_num: Nullable(Type.Integer()),
    goal: Type.Integer(),
    assist: Type.Integer(),
    ...pointFields(() => Type.Integer()),
    team_vs: Type.String({ description: "The opponent text of the player's team this game week" }),
  },
  { title: 'GameWeekPlayerRow', description: "A season player's points in one game week." },
);

export const SaveTeamVsBody = Doc(
  Type.Object({
    game_week_id: BodyId(),
    team_id: BodyId(),
    team_vs: CloneType(TextOrEmpty(200), { description: 'May be empty (clears it)' }),
  }),
  'SaveTeamVsBody',
  'Sets the team-vs text on every player row of one team in one game week.',
);

export const SaveTeamVsAnswer = Doc(OkAnswer({}), 'SaveTeamVsAnswer', 'The team-vs text is saved.');

export const UpdateGameWeekPlayerBody = Doc(
  Type.Object({
    ...pointFields(PointValue),
    team_vs: Type.Optional(TextOrEmpty(200)),
    goal: Type.Optional(AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 999 }))),
    assist: Type.Optional(AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 999 }))),
    id: Type.Optional(BodyId()),
    player_id: Type.Optional(BodyId()),
    game_week_id: Type.Optional(BodyId()),
    team_id: Type.Optional(BodyId()),
    name: Type.Optional(TextOrEmpty(200)),
    position: Type.Optional(Position),
    shirt_num: Type.Optional(NullableField(Type.Integer({ minimum: 0, maximum: 99 }))),
  }),
  'UpdateGameWeekPlayerBody',
  'A player row with the eight point fields as whole numbers (-99..99). The points, team_vs, goal and assist ' +
    'are saved; the identifying fields (id, player_id, game_week_id, team_id, name, position, shirt_num) are ' +
    'only validated, the path names the row.',
);

export const UpdateGameWeekPlayerAnswer = Doc(
  OkAnswer({ player: GameWeekPlayerRow }),
  'UpdateGameWeekPlayerAnswer',
  'The row as saved.',
);

export const SummariseGameWeekAnswer = Doc(
  OkAnswer({}),
  'SummariseGameWeekAnswer',
  "Every entry's total points in the game week is recomputed from the players' points.",
);
