import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useTranslate, useUpdate } from 'react-admin';
import { formatNumber } from '../../format';
import { STICKY_FIRST, STICKY_LAST } from '../../kit/stickyColumns';
import { useFailureText } from '../../kit/useFailureText';
import { PlayerDraftCells } from './PlayerDraftCells';
import { draftOf, EDITABLE_COLUMNS, type PlayerDraft, payloadOf, type SeasonPlayerRecord } from './playerDraft';
import { useReloadSeasonDetail } from './useSeasonDetail';

/** Save sends the full row, not only what changed, as the spec's update takes the whole player. */
export const PlayerRow = ({ player }: { player: SeasonPlayerRecord }) => {
  const translate = useTranslate();
  const errorText = useFailureText('players');
  const notify = useNotify();
  const reload = useReloadSeasonDetail(player.Seasons);
  const [update, { isPending: saving }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  const [draft, setDraft] = useState<PlayerDraft | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = () => {
    if (!draft) return;
    update(
      'seasonPlayers',
      {
        id: player.ID,
        data: payloadOf(draft, { seasonId: player.Seasons, teamId: player.TeamID }),
        previousData: { ...player, id: player.ID },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.message.player_updated', { type: 'success' });
          setDraft(null);
          reload();
        },
        onError: (error) =>
          notify(`${translate('app.message.player_update_failed')}: ${errorText(error)}`, { type: 'error' }),
      },
    );
  };

  const confirmDelete = () => {
    setConfirming(false);
    remove(
      'seasonPlayers',
      { id: player.ID, previousData: { ...player, id: player.ID } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.season_players.deleted', { type: 'success', messageArgs: { name: player.Name } });
          reload();
        },
        onError: (error) =>
          notify(`${translate('app.season_players.delete_failed')}: ${errorText(error)}`, { type: 'error' }),
      },
    );
  };

  const shown = (column: (typeof EDITABLE_COLUMNS)[number]) => {
    const value = player[column];
    if (typeof value === 'boolean') return translate(value ? 'app.season_players.yes' : 'app.season_players.no');
    if (column === 'Price') return formatNumber(value, 2);
    return value ?? '';
  };

  return (
    <TableRow hover data-player-id={player.ID}>
      <TableCell sx={STICKY_FIRST}>{player.ID}</TableCell>
      {draft ? (
        <PlayerDraftCells draft={draft} onChange={setDraft} rowName={player.Name} disabled={saving} />
      ) : (
        EDITABLE_COLUMNS.map((column) => (
          <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
            {shown(column)}
          </TableCell>
        ))
      )}
      <TableCell sx={STICKY_LAST}>
        <Stack direction="row" spacing={1}>
          {draft ? (
            <>
              <Button size="small" variant="contained" startIcon={<SaveIcon />} loading={saving} onClick={save}>
                {translate('app.season_players.save')}
              </Button>
              <Button size="small" startIcon={<CloseIcon />} disabled={saving} onClick={() => setDraft(null)}>
                {translate('app.season_players.cancel')}
              </Button>
            </>
          ) : (
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={() => setDraft(draftOf(player))}
              aria-label={`${translate('app.season_players.edit')} ${player.Name}`}
            >
              {translate('app.season_players.edit')}
            </Button>
          )}
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            loading={deleting}
            onClick={() => setConfirming(true)}
            aria-label={`${translate('app.season_players.delete')} ${player.Name}`}
          >
            {translate('app.season_players.delete')}
          </Button>
        </Stack>
        <Confirm
          isOpen={confirming}
          title="app.season_players.delete_title"
          titleTranslateOptions={{ name: player.Name }}
          content="app.season_players.delete_content"
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      </TableCell>
    </TableRow>
  );
};
