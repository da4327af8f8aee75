import { IdParam, OkAnswer } from './common';
import { Doc, Instant, Position } from './shared';
import * as Type from './typeBuilder';

export const EntryIdParams = Type.Object({ entryId: IdParam });

export const EntryPick = Type.Object(
  {
    slot: Type.Integer({ minimum: 1, maximum: 11 }),
    player_id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    position: Position,
    team_id: Type.Integer({ minimum: 1, description: "The player's club (teams.id)" }),
    club: Type.String({ description: "The club's name" }),
    club_abbr: Type.String({ description: "The club's abbreviation" }),
    captain: Type.Boolean(),
    price: Type.Number(),
    player_points: Type.Integer({
      description: "The player's own points in the game week: the eight point fields summed (0 without a row)",
    }),
    points: Type.Integer({
      description: "The player's points as counted for this entry: player_points, times 2 for the captain",
    }),
  },
  { title: 'EntryPick', description: 'A player picked in an entry.' },
);

export const GameWeekEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    game_week_id: Type.Integer({ minimum: 1 }),
    user_id: Type.Integer({ minimum: 1 }),
    username: Type.String(),
    name: Type.String({ description: "The entrant's team name" }),
    is_vip: Type.Boolean(),
    total_point: Type.Integer(),
    total_price: Type.Number(),
    created_at: Instant('Team submission time, ISO-8601 UTC'),
    picks: Type.Array(EntryPick),
  },
  { title: 'GameWeekEntry', description: 'An entry of a game week with its picks, by slot.' },
);

export const GameWeekEntryAnswer = Doc(
  OkAnswer({ entry: GameWeekEntry }),
  'GameWeekEntryAnswer',
  'One entry with its picks and points.',
);

const { id, game_week_id, name, is_vip, total_point, total_price, created_at } = GameWeekEntry.properties;

export const MemberEntry = Type.Object(
  {
    id,
    game_week_id,
    season_id: Type.Integer({ minimum: 1 }),
    week: Type.Integer(),
    week_name: Type.String(),
    name,
    is_vip,
    total_point,
    total_price,
    created_at,
  },
  { title: 'MemberEntry', description: "One of a member's game-week entries, with its game week." },
);

export const MemberEntriesAnswer = Doc(
  OkAnswer({ data: Type.Array(MemberEntry) }),
  'MemberEntriesAnswer',
  'Every entry of one member, newest first (a member enters each game week at most once as VIP and once not).',
);
