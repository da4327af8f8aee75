import { Box, Card, CardContent, Typography } from '@mui/material';
import { DataTable, FilterLiveSearch, ListBase, useNotify, useTranslate } from 'react-admin';
import { ListPageNumbers } from '../shared/ListPageNumbers';
import { lookupErrorMessage } from '../tickets/lookupError';

/** One page of members at a time: the server pages and searches, the browser never holds the whole table. */
export const USERS_PER_PAGE = 50;

const field = (name: string) => `resources.users.fields.${name}`;

/**
 * The members table (spec screen 12): user ID, name, username, phone, bank account and account type, loaded
 * on open, searched on the server (the exact id, or the start of name, username or phone) and sortable by id, name
 * and username.
 */
export const UsersTable = () => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.members.list_title')}
        </Typography>
        <ListBase
          resource="users"
          perPage={USERS_PER_PAGE}
          sort={{ field: 'id', order: 'ASC' }}
          disableSyncWithLocation
          storeKey={false}
          queryOptions={{ onError: (error: unknown) => notify(lookupErrorMessage(error), { type: 'error' }) }}
        >
          <Box sx={{ maxWidth: 360, mb: 1 }}>
            {/* the search matches inside the texts, but one or two characters only their start
                (server/domain/memberSearch.ts): say so, or typing a first letter seems to miss members */}
            <FilterLiveSearch
              source="q"
              label={translate('app.members.search')}
              helperText={translate('app.members.search_hint')}
              variant="outlined"
            />
          </Box>
          <DataTable
            rowClick={false}
            bulkActionButtons={false}
            size="small"
            empty={<Box sx={{ p: 2 }}>{translate('app.members.none')}</Box>}
          >
            <DataTable.Col source="id" label={field('id')} />
            <DataTable.Col source="name" label={field('name')} />
            <DataTable.Col source="username" label={field('username')} />
            <DataTable.Col source="phone" label={field('phone')} disableSort />
            <DataTable.Col source="bank_account" label={field('bank_account')} disableSort />
            <DataTable.Col source="bank_type" label={field('bank_type')} disableSort />
          </DataTable>
          <Box sx={{ mt: 1 }}>
            <ListPageNumbers />
          </Box>
        </ListBase>
      </CardContent>
    </Card>
  );
};
