import AddIcon from '@mui/icons-material/Add';
import { Button, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useCreate, useTranslate } from 'react-admin';
import { ExpandToggle } from '../../kit/FoldedRow';
import { STICKY_FIRST, STICKY_LAST } from '../../kit/stickyColumns';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { FoldedDraftRow, PlayerDraftCells } from './PlayerDraftCells';
import { emptyDraft, type PlayerColumns, payloadOf } from './playerDraft';
import { useReloadSeasonDetail } from './useSeasonDetail';

/**
 * The new-player row on top of the season editor's table: the player joins the selected team of this season.
 * After it is added, it appears in the list and the row is cleared.
 */
export interface NewPlayerRowProps {
  seasonId: number;
  teamId: number;
  columns: PlayerColumns;
}

export const NewPlayerRow = ({ seasonId, teamId, columns }: NewPlayerRowProps) => {
  const translate = useTranslate();
  const reload = useReloadSeasonDetail(seasonId);
  const [create] = useCreate();
  const [draft, setDraft] = useState(emptyDraft);
  const [expanded, setExpanded] = useState(false);
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
  const typing = {
    draft,
    onChange: setDraft,
    rowName: translate('app.season_players.new_player'),
    disabled: isPending,
  };

  return (
    <>
      <TableRow sx={{ backgroundColor: 'grey.100' }}>
        <TableCell sx={{ ...STICKY_FIRST, backgroundColor: 'grey.100', whiteSpace: 'nowrap' }}>
          {columns.folded.length > 0 ? (
            <ExpandToggle expanded={expanded} onToggle={() => setExpanded(!expanded)} />
          ) : null}
          {translate('app.season_players.new_player')}
        </TableCell>
        <PlayerDraftCells columns={columns.shown} {...typing} />
        <TableCell sx={{ ...STICKY_LAST, backgroundColor: 'grey.100' }}>
          <Button variant="contained" size="small" startIcon={<AddIcon />} loading={isPending} onClick={add}>
            {translate('app.season_players.add')}
          </Button>
        </TableCell>
      </TableRow>
      <FoldedDraftRow columns={columns.folded} expanded={expanded} colSpan={columns.shown.length + 2} {...typing} />
    </>
  );
};
