import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { FreeTicketForm, TicketLookup } from '../resources/tickets';
import { UsersTable } from '../resources/users';

/**
 * Members (spec screen 12, route /userdetail): the free-ticket input, the members table (loaded on open,
 * paged and searched on the server) and the unused-ticket lookup.
 */
export const MembersPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.members')} />
      <Typography variant="h5" component="h1">
        {translate('app.screen.members')}
      </Typography>
      <FreeTicketForm idPrefix="members-free-ticket" />
      <UsersTable />
      <TicketLookup onlyUnused />
    </Stack>
  );
};
