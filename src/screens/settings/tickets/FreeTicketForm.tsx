import AddIcon from '@mui/icons-material/ConfirmationNumber';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { parseId } from '../../../kit/parseId';
import { MemberLine } from '../../members/MemberLine';

export const FreeTicketForm = ({ idPrefix = 'free-ticket' }: { idPrefix?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  const userId = parseId(text);
  const addTicket = useMutation({
    mutationFn: (id: number) => dataProvider.addFreeTicket(id),
    onSuccess: () => {
      notify('app.message.success', { type: 'success' });
      setText('');
    },
    onError: (error) =>
      notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ticket'] }),
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.tickets.free_title')}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          alignItems={{ sm: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (userId !== null) setAsking(true);
          }}
        >
          <TextField
            size="small"
            sx={{ width: { sm: 320 } }}
            id={`${idPrefix}-user-id`}
            label={translate('app.tickets.free_user_id')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={text.trim() !== '' && userId === null}
            helperText={text.trim() !== '' && userId === null ? translate('app.tickets.id_invalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button
            type="submit"
            variant="contained"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            startIcon={<AddIcon />}
            disabled={userId === null || addTicket.isPending}
          >
            {translate('app.tickets.add_free')}
          </Button>
        </Stack>
        <Confirm
          isOpen={asking}
          title={translate('app.tickets.free_title')}
          content={
            <>
              <Typography>{translate('app.confirm.free_ticket')}</Typography>
              {userId !== null ? (
                <Typography sx={{ mt: 1, fontWeight: 600 }}>
                  <MemberLine userId={userId} />
                </Typography>
              ) : null}
            </>
          }
          cancel="app.confirm.back"
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            if (userId !== null) addTicket.mutate(userId);
          }}
        />
      </CardContent>
    </Card>
  );
};
