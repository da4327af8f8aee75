import { useNotify } from 'react-admin';
import { EmbeddedList } from '../../../kit/EmbeddedList';
import { lookupErrorMessage } from './lookupError';
import { ticketResource } from './ticketResource';

export interface TicketsTableProps {
  userId: number;
  onlyUnused?: boolean;
}

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
