import { Checkbox } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { useAllowed } from '../../kit/Allowed';
import { useSetTeamClosed } from './useSetTeamClosed';

/**
 * Ticked means closed (is_close 1), as the column's header says: no text beside it to say otherwise. A role that
 * may not close teams sees the state, unchangeable. From the click until the save settles the box shows what was
 * asked for: drawn in the click's own event (the mutation's state reaches React only a task later), and kept though
 * a list read again meanwhile (a colleague's change) still holds the old state.
 */
export const TeamClosedCheckbox = ({ team }: { team: RaRecord }) => {
  const translate = useTranslate();
  const setClosed = useSetTeamClosed();
  const mayClose = useAllowed({ route: 'setTeamClosed' });
  const [asked, setAsked] = useState<0 | 1>();
  const ask = (isClose: 0 | 1) => {
    setAsked(isClose);
    setClosed.mutate({ team, isClose }, { onSettled: () => setAsked(undefined) });
  };
  return (
    <Checkbox
      checked={(asked ?? team.is_close) === 1}
      disabled={!mayClose || asked !== undefined}
      onChange={(event) => ask(event.target.checked ? 1 : 0)}
      slotProps={{ input: { 'aria-label': translate('app.teams.close_label', { name: team.name }) } }}
    />
  );
};
