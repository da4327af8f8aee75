import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Allowed } from '../../kit/Allowed';
import { EntrantSearch } from './entrants';
import { ExcelDownloadBox } from './excel';
import { FreeTicketForm, TicketLookup } from './tickets';

export const SettingsPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.settings')} />
      <Typography variant="h5" component="h1">
        {translate('app.screen.settings')}
      </Typography>
      <TicketLookup />
      <ExcelDownloadBox />
      <EntrantSearch />
      <Allowed route="generateAllTicketForPlayer">
        <FreeTicketForm idPrefix="settings-free-ticket" />
      </Allowed>
    </Stack>
  );
};
