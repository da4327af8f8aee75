import { Box } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { IdBoxCard } from '../../../kit/IdBoxCard';
import { type MemberKey, memberKeyText, parseMemberKey } from '../../../kit/memberKey';
import { TicketsTable } from './TicketsTable';
import { ticketLookupFace, unusedTicketsFace } from './ticketFaces';

export interface TicketLookupProps {
  /** the members screen shows only unused tickets */
  onlyUnused?: boolean;
}

/**
 * The user-ticket lookup: a user ID or a phone (its leading 0 kept), a view-tickets button and a clear button.
 * The table appears once a member is looked up; without one the spec's alert 'please enter an ID or Phone, at
 * least one value' is shown. A failed lookup is said once: the table goes, so a later reload of the tickets (after
 * a free ticket) does not say it again.
 */
export const TicketLookup = ({ onlyUnused = false }: TicketLookupProps) => {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [member, setMember] = useState<MemberKey | null>(null);

  const lookUp = (key: MemberKey | null) => {
    if (!text.trim()) notify('app.message.ticket_lookup_needs_id', { type: 'warning' });
    else if (key === null) notify('app.tickets.member_invalid', { type: 'warning' });
    else setMember(key);
  };

  return (
    <IdBoxCard
      face={onlyUnused ? unusedTicketsFace : ticketLookupFace}
      inputId={`${onlyUnused ? 'unused-tickets' : 'tickets'}-user-id`}
      text={text}
      onTextChange={setText}
      parse={parseMemberKey}
      inputMode="tel"
      onSubmit={lookUp}
      onSecond={() => {
        setText('');
        setMember(null);
      }}
    >
      {member !== null ? (
        <Box sx={{ mt: 2 }}>
          <TicketsTable
            key={memberKeyText(member)}
            member={member}
            onlyUnused={onlyUnused}
            onFailed={() => setMember(null)}
          />
        </Box>
      ) : null}
    </IdBoxCard>
  );
};
