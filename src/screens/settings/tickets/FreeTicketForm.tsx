import AddIcon from '@mui/icons-material/ConfirmationNumber';
import { Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { IdBoxCard } from '../../../kit/IdBoxCard';
import { parseId } from '../../../kit/parseId';
import { useNotifyingMutation } from '../../../kit/useNotifyingMutation';
import { MemberLine } from '../../members/MemberLine';

/**
 * The free-ticket input of the settings and members screens: a user ID and the add-free-ticket button, which asks
 * 'Do you want to create 1 ticket for this player?', naming the member, and then shows 'success'. The button waits
 * for a whole-number ID and is off while the call runs.
 */
export const FreeTicketForm = ({ idPrefix = 'free-ticket' }: { idPrefix?: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  const userId = parseId(text);
  const addTicket = useNotifyingMutation({
    mutationFn: (id: number) => dataProvider.addFreeTicket(id),
    succeeded: 'app.message.success',
    onSuccess: () => setText(''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ticket'] }),
  });

  return (
    <IdBoxCard
      title="app.tickets.free_title"
      inputId={`${idPrefix}-user-id`}
      label="app.tickets.free_user_id"
      text={text}
      onTextChange={setText}
      invalidMessage="app.tickets.id_invalid"
      submitLabel="app.tickets.add_free"
      submitIcon={<AddIcon />}
      submitDisabled={userId === null || addTicket.isPending}
      onSubmit={(id) => {
        if (id !== null) setAsking(true);
      }}
    >
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
    </IdBoxCard>
  );
};
