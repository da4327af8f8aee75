import { useNotify } from 'react-admin';
import { EmbeddedList } from '../../../kit/EmbeddedList';
import { lookupErrorMessage } from './lookupError';
import { ticketResource } from './ticketResource';

export interface TicketsTableProps {
  userId: number;
  /** the members screen's unused-ticket lookup */
  onlyUnused?: boolean;
}

/**
 * The ticket lookup's table (spec screen 11): the ticket resource's generated table for one user (user ID,
 * ticket code, used / not yet used, the Buddhist-era creation time, the delete), newest first; a failed lookup
 * says why in the spec's words.
 */
export const TicketsTable = ({ userId, onlyUnused = false }: TicketsTableProps) => {
  const notify = useNotify();
  return (
    <EmbeddedList
      declaration={ticketResource}
      filter={onlyUnused ? { userId, IsUsed: false } : { userId }}
      queryOptions={{ onError: (error: unknown) => notify(lookupErrorMessage(error), { type: 'error' }) }}
    />
  );
};
