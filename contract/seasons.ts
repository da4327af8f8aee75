/** Seasons and the season editor's detail (spec sections 3, 7). */
import { Type } from '@sinclair/typebox';
import { OkAnswer } from './common';
import { SeasonPlayer } from './players';
import { Doc } from './shared';
import { TeamListing } from './teams';

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
