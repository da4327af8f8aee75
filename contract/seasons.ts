import { OkAnswer } from './common';
import { SeasonPlayer } from './players';
import { Doc, Position } from './shared';
import { TeamListing } from './teams';
import * as Type from './typeBuilder';

export const Season = Type.Object(
  { id: Type.Integer({ minimum: 1 }), label: Type.String({ description: "e.g. '2023/24'" }) },
  { title: 'Season', description: 'A season: its id and label.' },
);

export const ListSeasonsAnswer = Doc(
  OkAnswer({ seasons: Type.Array(Season) }),
  'ListSeasonsAnswer',
  'Every season, newest first.',
);

export const SeasonDetailAnswer = Doc(
  OkAnswer({ season: Season, teams: Type.Array(TeamListing), players: Type.Array(SeasonPlayer) }),
  'SeasonDetailAnswer',
  "A season's teams and players (players ordered G, D, M, F).",
);

export const SeasonPlayerPoints = Type.Object(
  {
    player_id: Type.Integer({ minimum: 1, description: "The season player's id (ID)" }),
    name: Type.String(),
    position: Position,
    team_id: Type.Integer({ minimum: 1, description: 'The team row id (TeamID)' }),
    points: Type.Integer({ description: "The sum over the season's game weeks of the eight point fields" }),
    game_weeks: Type.Integer({ minimum: 0, description: 'Game weeks with a points row for the player' }),
  },
  { title: 'SeasonPlayerPoints', description: "A player's points summed over the season's game weeks." },
);

export const SeasonPointsAnswer = Doc(
  OkAnswer({ season: Season, players: Type.Array(SeasonPlayerPoints) }),
  'SeasonPointsAnswer',
  "Every player of the season with their points summed over the season's game weeks (a player's game-week " +
    'points are the sum of the eight point fields; captains count double only in entries), most points first.',
);
