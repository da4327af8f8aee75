import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useDelete, useTranslate } from 'react-admin';
import { Allowed } from '../../../kit/Allowed';
import { OpenedOnce } from '../../../kit/OpenedOnce';
import { useNotifyingMutation } from '../../../kit/useNotifyingMutation';

/**
 * A ticket's delete button, its row's action: asks 'Do you want to delete this ticket?', then deletes and shows
 * 'success'; the list reloads. A used ticket cannot be deleted (the server answers 409), so its button is off.
 */
export const DeleteTicketButton = ({ record: ticket }: { record: RaRecord }) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [remove] = useDelete();
  const deleteTicket = useNotifyingMutation({
    mutationFn: () =>
      remove('ticket', { id: ticket.id, previousData: ticket }, { mutationMode: 'pessimistic', returnPromise: true }),
    succeeded: 'app.message.success',
  });
  const used = ticket.IsUsed === true;
  return (
    <Allowed route="deleteTicket">
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={used || deleteTicket.isPending}
        onClick={() => setAsking(true)}
        aria-label={translate('app.tickets.delete_label', { code: ticket.UUID })}
      >
        {translate('ra.action.delete')}
      </Button>
      <OpenedOnce open={asking}>
        <Confirm
          isOpen={asking}
          title={translate('app.tickets.delete_title')}
          content={translate('app.confirm.delete_ticket')}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            deleteTicket.mutate();
          }}
        />
      </OpenedOnce>
    </Allowed>
  );
};
