import { Nullable, OkAnswer } from './common';
import { BodyId, DateText, Doc, NullableField, TimeText } from './shared';
import * as Type from './typeBuilder';
import { AcceptsDigitText } from './typedNumbers';

export const Score = () => Type.Integer({ minimum: 0, maximum: 99 });
const SortNumber = () => Type.Integer({ minimum: 0, maximum: 9999, description: 'Display order within the day' });

export const TeamVs = Type.Object(
  {
    ID: Type.Integer({ minimum: 1 }),
    DateVs: Type.String({ description: 'YYYY-MM-DD' }),
    Team1ID: Type.Integer({ minimum: 1 }),
    Team1Name: Type.String(),
    Team2ID: Type.Integer({ minimum: 1 }),
    Team2Name: Type.String(),
    Score1: Nullable(Score()),
    Score2: Nullable(Score()),
    Sort: SortNumber(),
    Time: Nullable(Type.String({ description: 'HH:mm' })),
  },
  {
    title: 'TeamVs',
    description: 'A fixture of one day: two teams, their scores (null until played), order and time.',
  },
);

export const CreateTeamVsBody = Doc(
  Type.Object({
    date: DateText(),
    team1: AcceptsDigitText(BodyId()),
    team2: AcceptsDigitText(BodyId()),
    sort: AcceptsDigitText(SortNumber()),
    time: Type.Optional(TimeText()),
  }),
  'CreateTeamVsBody',
  'A new fixture: date YYYY-MM-DD, the two teams (teams.id; they must differ, checked by the server), sort and ' +
    'time HH:mm.',
);

/** The schema cannot say that the two sides differ: the server refuses it and the create form marks team 2. */
export function fixtureTeamsProblem(body: { team1?: unknown; team2?: unknown }): 'same_team' | undefined {
  const { team1, team2 } = body;
  return team1 !== undefined && team1 !== null && team1 !== '' && String(team1) === String(team2)
    ? 'same_team'
    : undefined;
}

export const ListTeamVsQuery = Doc(
  Type.Object({ date: DateText('The day, YYYY-MM-DD') }),
  'ListTeamVsQuery',
  'The day whose fixtures are listed (required).',
);

export const ListTeamVsAnswer = Doc(
  OkAnswer({ teamVs: Type.Array(TeamVs) }),
  'ListTeamVsAnswer',
  "The day's fixtures, by sort then time.",
);

export const UpdateTeamVsBody = Doc(
  Type.Object({
    score1: NullableField(AcceptsDigitText(Score())),
    score2: NullableField(AcceptsDigitText(Score())),
    sort: AcceptsDigitText(SortNumber()),
  }),
  'UpdateTeamVsBody',
  'Scores (0..99, or null when not played) and sort order.',
);

export const TeamVsAnswer = Doc(OkAnswer({ fixture: TeamVs }), 'TeamVsAnswer', 'The fixture as saved.');

export const DeleteTeamVsAnswer = Doc(OkAnswer({}), 'DeleteTeamVsAnswer', 'The fixture is deleted.');
