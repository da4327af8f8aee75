import { INT4_MAX, OkAnswer } from './common';
import { BodyId, Doc, Flag } from './shared';
import { Text } from './text';
import * as Type from './typeBuilder';
import { AcceptsDigitText } from './typedNumbers';

/** The team form's default season, as the spec gives it. */
export const DEFAULT_TEAM_SEASON_ID = 578;

export const Team = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    season_id: Type.Integer({ minimum: 1 }),
    team_id: Type.Integer({ description: "The provider's team id (TeamID)" }),
    name: Type.String(),
    short_name: Type.String(),
    club_abbr: Type.String(),
    grounds_city: Type.String(),
    alt_ids_opta: Type.String(),
    alt_ids_opta_id: Type.String(),
    is_close: Flag,
  },
  { title: 'Team', description: 'A team of a season; is_close 1 means closed.' },
);

export const TeamListing = Type.Object(
  {
    ID: Type.Integer({ minimum: 1, description: 'The team row id (teams.id)' }),
    Name: Type.String(),
    TeamID: Type.Integer({ description: "The provider's team id" }),
    AltIdsOpta: Type.String(),
  },
  { title: 'TeamListing', description: 'A team in a team selector.' },
);

export const ListTeamsAnswer = Doc(OkAnswer({ teams: Type.Array(Team) }), 'ListTeamsAnswer', 'Every team.');

export const TeamBody = Doc(
  Type.Object({
    season_id: AcceptsDigitText(Type.Integer({ minimum: 1, maximum: INT4_MAX, default: DEFAULT_TEAM_SEASON_ID })),
    team_id: AcceptsDigitText(BodyId()),
    name: Text(200),
    short_name: Text(100),
    club_abbr: Text(20),
    grounds_city: Text(200),
    alt_ids_opta: Text(100),
    alt_ids_opta_id: Text(100),
  }),
  'TeamBody',
  'The team form: all eight fields required and non-blank (season_id defaults to 578 in the form); its ids may ' +
    'arrive as typed.',
);

export const TeamAnswer = Doc(OkAnswer({ team: Team }), 'TeamAnswer', 'The team as saved.');

export const TeamClosedBody = Doc(
  Type.Object({ is_close: Flag }),
  'TeamClosedBody',
  'The Open/Closed checkbox, saved at once: 1 closed, 0 open.',
);

export const DeleteTeamAnswer = Doc(OkAnswer({}), 'DeleteTeamAnswer', 'The team is deleted.');
