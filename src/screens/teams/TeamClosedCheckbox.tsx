import { Checkbox } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { useAllowed } from '../../kit/Allowed';
import { useSetTeamClosed } from './useSetTeamClosed';

/**
 * Ticked means closed (is_close 1), as the column's header says: no text beside it to say otherwise. A role that
 * may not close teams sees the state, unchangeable. While the save is on its way the box shows what was asked for,
 * so a list read again meanwhile (a colleague's change) cannot flip it back for a moment.
 */
export const TeamClosedCheckbox = ({ team }: { team: RaRecord }) => {
  const translate = useTranslate();
  const setClosed = useSetTeamClosed();
  const mayClose = useAllowed({ route: 'setTeamClosed' });
  const closed = setClosed.isPending ? setClosed.variables.isClose : team.is_close;
  return (
    <Checkbox
      checked={closed === 1}
      disabled={!mayClose || setClosed.isPending}
      onChange={(event) => setClosed.mutate({ team, isClose: event.target.checked ? 1 : 0 })}
      slotProps={{ input: { 'aria-label': translate('app.teams.close_label', { name: team.name }) } }}
    />
  );
};
