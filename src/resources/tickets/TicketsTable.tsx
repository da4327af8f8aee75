import { Box } from '@mui/material';
import { DataTable, ListBase, type RaRecord, useNotify, useTranslate } from 'react-admin';
import { formatThaiDateTime } from '../../format';
import { DeleteTicketButton } from './DeleteTicketButton';
import { lookupErrorMessage } from './lookupError';

/** A user's tickets are one list (the lookup answers them all); this only bounds the rendering. */
const TICKETS_SHOWN = 500;

export interface TicketsTableProps {
  userId: number;
  /** the members screen's unused-ticket lookup */
  onlyUnused?: boolean;
}

/**
 * The ticket lookup's table (spec screen 11): user ID, ticket code, used / not yet used in Thai, the
 * Buddhist-era creation time, and the delete cell; newest first.
 */
export const TicketsTable = ({ userId, onlyUnused = false }: TicketsTableProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ListBase
      resource="tickets"
      filter={onlyUnused ? { userId, IsUsed: false } : { userId }}
      perPage={TICKETS_SHOWN}
      sort={{ field: 'CreatedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ onError: (error: unknown) => notify(lookupErrorMessage(error), { type: 'error' }) }}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        size="small"
        empty={<Box sx={{ p: 2 }}>{translate(onlyUnused ? 'app.tickets.none_unused' : 'app.tickets.none')}</Box>}
      >
        <DataTable.Col source="UserID" label="app.tickets.user_id" disableSort />
        <DataTable.Col source="UUID" label="app.tickets.code" disableSort />
        <DataTable.Col
          source="IsUsed"
          label="app.tickets.status"
          disableSort
          render={(ticket: RaRecord) => translate(ticket.IsUsed ? 'app.ticket.used' : 'app.ticket.unused')}
        />
        <DataTable.Col
          source="CreatedAt"
          label="app.tickets.created_at"
          disableSort
          render={(ticket: RaRecord) => formatThaiDateTime(ticket.CreatedAt)}
        />
        <DataTable.Col
          label="app.tickets.delete"
          disableSort
          render={(ticket: RaRecord) => <DeleteTicketButton ticket={ticket} />}
        />
      </DataTable>
    </ListBase>
  );
};
