import AddIcon from '@mui/icons-material/Add';
import { Button, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { STICKY_FIRST, STICKY_LAST } from '../../kit/stickyColumns';
import { useFailureText } from '../../kit/useFailureText';
import { PlayerDraftCells } from './PlayerDraftCells';
import { emptyDraft, payloadOf } from './playerDraft';
import { useReloadSeasonDetail } from './useSeasonDetail';

export const NewPlayerRow = ({ seasonId, teamId }: { seasonId: number; teamId: number }) => {
  const translate = useTranslate();
  const errorText = useFailureText('players');
  const notify = useNotify();
  const reload = useReloadSeasonDetail(seasonId);
  const [create, { isPending }] = useCreate();
  const [draft, setDraft] = useState(emptyDraft);

  const add = () =>
    create(
      'seasonPlayers',
      { data: payloadOf(draft, { seasonId, teamId }) },
      {
        onSuccess: (player) => {
          notify('app.season_players.created', { type: 'success', messageArgs: { name: player.Name } });
          setDraft(emptyDraft());
          reload();
        },
        onError: (error) =>
          notify(`${translate('app.season_players.create_failed')}: ${errorText(error)}`, { type: 'error' }),
      },
    );

  return (
    <TableRow sx={{ backgroundColor: 'grey.100' }}>
      <TableCell sx={{ ...STICKY_FIRST, backgroundColor: 'grey.100', whiteSpace: 'nowrap' }}>
        {translate('app.season_players.new_player')}
      </TableCell>
      <PlayerDraftCells
        draft={draft}
        onChange={setDraft}
        rowName={translate('app.season_players.new_player')}
        disabled={isPending}
      />
      <TableCell sx={{ ...STICKY_LAST, backgroundColor: 'grey.100' }}>
        <Button variant="contained" size="small" startIcon={<AddIcon />} loading={isPending} onClick={add}>
          {translate('app.season_players.add')}
        </Button>
      </TableCell>
    </TableRow>
  );
};
