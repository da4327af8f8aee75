import { useNotify } from 'react-admin';
import { EmbeddedList } from '../../../kit/EmbeddedList';
import type { MemberKey } from '../../../kit/memberKey';
import { lookupErrorMessage } from './lookupError';
import { ticketResource } from './ticketResource';

export interface TicketsTableProps {
  member: MemberKey;
  onlyUnused?: boolean;
  /** after the failure is said: the lookup forgets its member, so no later reload says it again */
  onFailed?: () => void;
}

export const TicketsTable = ({ member, onlyUnused = false, onFailed }: TicketsTableProps) => {
  const notify = useNotify();
  const who = member.phone === undefined ? { userId: member.userId } : { phone: member.phone };
  return (
    <EmbeddedList
      declaration={ticketResource}
      filter={onlyUnused ? { ...who, IsUsed: false } : who}
      queryOptions={{
        onError: (error: unknown) => {
          notify(lookupErrorMessage(error), { type: 'error' });
          onFailed?.();
        },
      }}
    />
  );
};
