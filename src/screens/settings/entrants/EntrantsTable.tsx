import { Box, Link, Typography } from '@mui/material';
import { DataTable, ListBase, type RaRecord, useNotify, useTranslate } from 'react-admin';
import { formatNumber, useDateFormat } from '../../../format';
import { ListPageNumbers } from '../../../kit/ListPageNumbers';
import { useEntryPitch } from '../entries/useEntryPitch';
import { lookupErrorMessage } from '../tickets/lookupError';

/** The spec's page size for entrant lists. */
export const ENTRANTS_PER_PAGE = 50;

export interface EntrantsTableProps {
  resource: 'entrantsVip' | 'entrantsNormal';
  gameWeekId: number;
  /** only one of the two tables reports a failed search, so one mistake shows one notification */
  reportErrors?: boolean;
}

const field = (name: string) => `resources.entrants.fields.${name}`;

/** In the server's ranking (points, then submission time), which is why the list is paged on the server. */
export const EntrantsTable = ({ resource, gameWeekId, reportErrors = false }: EntrantsTableProps) => {
  const translate = useTranslate();
  const dates = useDateFormat();
  const notify = useNotify();
  const titleId = `${resource}-title`;
  // a row (from the keyboard, its team name) opens the team on the pitch, where an operator checks a winner
  const entryPitch = useEntryPitch();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {translate(resource === 'entrantsVip' ? 'app.entrants.vip_title' : 'app.entrants.normal_title')}
      </Typography>
      <ListBase
        resource={resource}
        filter={{ gameWeekId }}
        perPage={ENTRANTS_PER_PAGE}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={{
          onError: (error: unknown) => {
            if (reportErrors) notify(lookupErrorMessage(error), { type: 'error' });
          },
        }}
      >
        <DataTable
          rowClick={(id) => {
            entryPitch.open(Number(id));
            return false;
          }}
          bulkActionButtons={false}
          size="small"
          empty={<Box sx={{ p: 2 }}>{translate('app.entrants.none')}</Box>}
        >
          <DataTable.Col source="user_id" label={field('user_id')} disableSort />
          <DataTable.Col
            source="name"
            label={field('name')}
            disableSort
            render={(entrant: RaRecord) => (
              <Link
                component="button"
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  entryPitch.open(Number(entrant.id));
                }}
                sx={{ textAlign: 'left' }}
              >
                {entrant.name}
              </Link>
            )}
          />
          <DataTable.Col source="total_point" label={field('total_point')} disableSort />
          <DataTable.Col
            source="total_price"
            label={field('total_price')}
            disableSort
            render={(entrant: RaRecord) => formatNumber(entrant.total_price, 1)}
          />
          <DataTable.Col source="username" label={field('username')} disableSort />
          <DataTable.Col source="phone" label={field('phone')} disableSort />
          <DataTable.Col source="bank_account" label={field('bank_account')} disableSort />
          <DataTable.Col source="bank_type" label={field('bank_type')} disableSort />
          <DataTable.Col
            source="created_at"
            label={field('created_at')}
            disableSort
            render={(entrant: RaRecord) => dates.dateTime(entrant.created_at)}
          />
        </DataTable>
        <Box sx={{ mt: 1 }}>
          <ListPageNumbers />
        </Box>
      </ListBase>
      {entryPitch.dialog}
    </Box>
  );
};
