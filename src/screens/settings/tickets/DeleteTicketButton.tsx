import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useDelete, useNotify, useTranslate } from 'react-admin';

/** Off for a used ticket, which the server refuses to delete (409). */
export const DeleteTicketButton = ({ record: ticket }: { record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [deleteTicket, { isPending }] = useDelete();
  const used = ticket.IsUsed === true;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={used || isPending}
        onClick={() => setAsking(true)}
        aria-label={translate('app.tickets.delete_label', { code: ticket.UUID })}
      >
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={asking}
        title={translate('app.tickets.delete_title')}
        content={translate('app.confirm.delete_ticket')}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          deleteTicket(
            'ticket',
            { id: ticket.id, previousData: ticket },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => notify('app.message.success', { type: 'success' }),
              onError: (error) =>
                notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' }),
            },
          );
        }}
      />
    </>
  );
};
