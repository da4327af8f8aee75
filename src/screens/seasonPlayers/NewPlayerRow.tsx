import AddIcon from '@mui/icons-material/Add';
import { Button, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useCreate, useTranslate } from 'react-admin';
import { STICKY_FIRST, STICKY_LAST } from '../../kit/stickyColumns';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { PlayerDraftCells } from './PlayerDraftCells';
import { emptyDraft, payloadOf } from './playerDraft';
import { useReloadSeasonDetail } from './useSeasonDetail';

/**
 * The new-player row on top of the season editor's table: the player joins the selected team of this season.
 * After it is added, it appears in the list and the row is cleared.
 */
export const NewPlayerRow = ({ seasonId, teamId }: { seasonId: number; teamId: number }) => {
  const translate = useTranslate();
  const reload = useReloadSeasonDetail(seasonId);
  const [create] = useCreate();
  const [draft, setDraft] = useState(emptyDraft);
  const addPlayer = useNotifyingMutation({
    mutationFn: (data: Record<string, unknown>) => create('seasonPlayers', { data }, { returnPromise: true }),
    succeeded: (player) => ({ message: 'app.season_players.created', args: { name: player.Name } }),
    failed: 'app.season_players.create_failed',
    labels: 'players',
    onSuccess: () => {
      setDraft(emptyDraft());
      reload();
    },
  });
  const isPending = addPlayer.isPending;

  const add = () => addPlayer.mutate(payloadOf(draft, { seasonId, teamId }));

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
