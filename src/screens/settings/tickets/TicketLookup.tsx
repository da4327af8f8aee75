import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseId } from '../../../kit/parseId';
import { TicketsTable } from './TicketsTable';

export interface TicketLookupProps {
  /** the members screen shows only unused tickets */
  onlyUnused?: boolean;
}

export const TicketLookup = ({ onlyUnused = false }: TicketLookupProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const prefix = onlyUnused ? 'unused-tickets' : 'tickets';

  const lookUp = () => {
    if (!text.trim()) {
      notify('app.message.ticket_lookup_needs_id', { type: 'warning' });
      return;
    }
    const id = parseId(text);
    if (id === null) {
      notify('app.tickets.id_invalid', { type: 'warning' });
      return;
    }
    setUserId(id);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(onlyUnused ? 'app.tickets.unused_title' : 'app.tickets.title')}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          alignItems={{ sm: 'flex-start' }}
          sx={{ mb: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            lookUp();
          }}
        >
          <TextField
            size="small"
            sx={{ width: { sm: 320 } }}
            id={`${prefix}-user-id`}
            label={translate('resources.ticket.fields.UserID')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button
            type="submit"
            variant="contained"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            startIcon={<SearchIcon />}
          >
            {translate('app.tickets.view')}
          </Button>
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
        </Stack>
        {userId !== null ? <TicketsTable key={userId} userId={userId} onlyUnused={onlyUnused} /> : null}
      </CardContent>
    </Card>
  );
};
