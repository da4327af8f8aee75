import { Checkbox, FormControlLabel } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { useSetTeamClosed } from './useSetTeamClosed';

/** Ticked means closed (is_close 1). */
export const TeamClosedCheckbox = ({ team }: { team: RaRecord }) => {
  const translate = useTranslate();
  const setClosed = useSetTeamClosed();
  const closed = team.is_close === 1;
  return (
    <FormControlLabel
      label={translate(closed ? 'app.teams.closed' : 'app.teams.open')}
      control={
        <Checkbox
          checked={closed}
          disabled={setClosed.isPending}
          onChange={(event) => setClosed.mutate({ team, isClose: event.target.checked ? 1 : 0 })}
          slotProps={{ input: { 'aria-label': translate('app.teams.close_label', { name: team.name }) } }}
        />
      }
    />
  );
};
