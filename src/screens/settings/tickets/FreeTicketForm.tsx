import { Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { IdBoxCard } from '../../../kit/IdBoxCard';
import { type MemberKey, parseMemberKey } from '../../../kit/memberKey';
import { useNotifyingMutation } from '../../../kit/useNotifyingMutation';
import { type Member, memberLine, memberOfKey } from '../../members/memberOfKey';
import { freeTicketFace } from './ticketFaces';

/**
 * The free-ticket input of the settings and members screens: a user ID or a phone and the add-free-ticket button.
 * The member is found first: one nobody holds, or digits several phones hold, is refused under the input; the
 * member found is named in the question 'Do you want to create 1 ticket for this player?', and then 'success'.
 */
export const FreeTicketForm = ({ idPrefix = 'free-ticket' }: { idPrefix?: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [chosen, setChosen] = useState<Member | null>(null);
  const findMember = useNotifyingMutation({
    mutationFn: (key: MemberKey) => memberOfKey(dataProvider, key),
    onSuccess: (found) => {
      if ('member' in found) setChosen(found.member);
      else setRefusal(translate(found.refusal, found.values));
    },
  });
  const addTicket = useNotifyingMutation({
    mutationFn: (id: number) => dataProvider.addFreeTicket(id),
    succeeded: 'app.message.success',
    onSuccess: () => setText(''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ticket'] }),
  });

  return (
    <IdBoxCard
      face={freeTicketFace}
      inputId={`${idPrefix}-user-id`}
      text={text}
      onTextChange={(typed) => {
        setText(typed);
        setRefusal(undefined);
      }}
      parse={parseMemberKey}
      inputMode="tel"
      invalidMessage="app.tickets.member_invalid"
      refusal={refusal}
      busy={findMember.isPending || addTicket.isPending}
      onSubmit={(key) => {
        setRefusal(undefined);
        if (key !== null) findMember.mutate(key);
      }}
    >
      <Confirm
        isOpen={chosen !== null}
        title={translate(freeTicketFace.title)}
        content={
          <>
            <Typography>{translate('app.confirm.free_ticket')}</Typography>
            {chosen ? <Typography sx={{ mt: 1, fontWeight: 600 }}>{memberLine(chosen)}</Typography> : null}
          </>
        }
        cancel="app.confirm.back"
        onClose={() => setChosen(null)}
        onConfirm={() => {
          setChosen(null);
          if (chosen) addTicket.mutate(chosen.id);
        }}
      />
    </IdBoxCard>
  );
};
