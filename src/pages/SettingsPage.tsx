import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { EntrantSearch } from '../resources/entrants';
import { ExcelDownloadSlot } from '../resources/settings/ExcelDownloadSlot';
import { FreeTicketForm, TicketLookup } from '../resources/tickets';

/**
 * Settings (spec screen 11, route /setting): the user-ticket lookup, the Excel download box (its own issue
 * fills the slot), the game-week search with the VIP and normal entrant tables, and the free-ticket input.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.settings')} />
      <Typography variant="h5" component="h1">
        {translate('app.screen.settings')}
      </Typography>
      <TicketLookup />
      <ExcelDownloadSlot />
      <EntrantSearch />
      <FreeTicketForm idPrefix="settings-free-ticket" />
    </Stack>
  );
};
