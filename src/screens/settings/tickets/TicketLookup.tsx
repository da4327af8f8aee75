import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { IdBoxCard } from '../../../kit/IdBoxCard';
import { TicketsTable } from './TicketsTable';

export interface TicketLookupProps {
  /** the members screen shows only unused tickets */
  onlyUnused?: boolean;
}

/**
 * The user-ticket lookup: a user ID, a view-tickets button and a clear button. The table appears once an ID is
 * looked up; without one the spec's alert 'please enter an ID or Phone, at least one value' is shown.
 */
export const TicketLookup = ({ onlyUnused = false }: TicketLookupProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<number | null>(null);

  const lookUp = (id: number | null) => {
    if (!text.trim()) notify('app.message.ticket_lookup_needs_id', { type: 'warning' });
    else if (id === null) notify('app.tickets.id_invalid', { type: 'warning' });
    else setUserId(id);
  };

  return (
    <IdBoxCard
      title={onlyUnused ? 'app.tickets.unused_title' : 'app.tickets.title'}
      inputId={`${onlyUnused ? 'unused-tickets' : 'tickets'}-user-id`}
      label="resources.ticket.fields.UserID"
      text={text}
      onTextChange={setText}
      submitLabel="app.tickets.view"
      submitIcon={<SearchIcon />}
      onSubmit={lookUp}
      actions={
        <Button
          variant="outlined"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          startIcon={<ClearIcon />}
          onClick={() => {
            setText('');
            setUserId(null);
          }}
        >
          {translate('app.tickets.clear')}
        </Button>
      }
    >
      {userId !== null ? (
        <Box sx={{ mt: 2 }}>
          <TicketsTable key={userId} userId={userId} onlyUnused={onlyUnused} />
        </Box>
      ) : null}
    </IdBoxCard>
  );
};
