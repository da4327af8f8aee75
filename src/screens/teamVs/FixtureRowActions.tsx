import type { RaRecord } from 'react-admin';
import { ConfirmedDeleteButton } from '../../kit/ConfirmedDeleteButton';

export const FixtureRowActions = ({ record: fixture }: { record: RaRecord }) => (
  <ConfirmedDeleteButton
    record={fixture}
    confirmTitle="app.team_vs.delete_title"
    confirmContent="app.team_vs.delete_content"
    contentTranslateOptions={{ team1: fixture.Team1Name, team2: fixture.Team2Name }}
  />
);
