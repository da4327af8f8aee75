import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Button, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useTranslate, useUpdate } from 'react-admin';
import { formatNumber } from '../../format';
import { Allowed } from '../../kit/Allowed';
import { ExpandToggle, FoldedRow } from '../../kit/FoldedRow';
import { choiceText, fieldLabelKey } from '../../kit/labels';
import { OpenedOnce } from '../../kit/OpenedOnce';
import { ROW_OF_BUTTONS } from '../../kit/rowStyles';
import { STICKY_FIRST, STICKY_LAST } from '../../kit/stickyColumns';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { FoldedDraftRow, PlayerDraftCells } from './PlayerDraftCells';
import {
  columnField,
  draftOf,
  type EditableColumn,
  type PlayerColumns,
  type PlayerDraft,
  payloadOf,
  type SeasonPlayerRecord,
} from './playerDraft';
import { useReloadSeasonDetail } from './useSeasonDetail';

/**
 * One player of the season editor: shown as text; Edit turns the row into inputs and Save sends the full row with
 * the spec's conversions; Delete asks first. Messages are the spec's, with the server's reason after a failure.
 */
export const PlayerRow = ({ player, columns }: { player: SeasonPlayerRecord; columns: PlayerColumns }) => {
  const translate = useTranslate();
  const reload = useReloadSeasonDetail(player.Seasons);
  const [update] = useUpdate();
  const [remove] = useDelete();
  const [draft, setDraft] = useState<PlayerDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const previousData = { ...player, id: player.ID };

  const saveDraft = useNotifyingMutation({
    mutationFn: (saved: PlayerDraft) =>
      update(
        'seasonPlayers',
        { id: player.ID, data: payloadOf(saved, { seasonId: player.Seasons, teamId: player.TeamID }), previousData },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    succeeded: 'app.message.player_updated',
    failed: 'app.message.player_update_failed',
    labels: 'players',
    onSuccess: () => {
      setDraft(null);
      reload();
    },
  });
  const deletePlayer = useNotifyingMutation({
    mutationFn: () =>
      remove('seasonPlayers', { id: player.ID, previousData }, { mutationMode: 'pessimistic', returnPromise: true }),
    succeeded: { message: 'app.season_players.deleted', args: { name: player.Name } },
    failed: 'app.season_players.delete_failed',
    labels: 'players',
    onSuccess: () => {
      reload();
    },
  });
  const saving = saveDraft.isPending;
  const deleting = deletePlayer.isPending;

  const save = () => {
    if (draft) saveDraft.mutate(draft);
  };

  const confirmDelete = () => {
    setConfirming(false);
    deletePlayer.mutate();
  };

  const shown = (column: EditableColumn) => {
    const value = player[column];
    if (typeof value === 'boolean') return translate(value ? 'app.season_players.yes' : 'app.season_players.no');
    if (column === 'Price') return formatNumber(value, 2);
    if (columnField(column).kind === 'enum') return choiceText(translate, 'players', column, 'enum', value);
    return value ?? '';
  };
  const edit = () => {
    setDraft(draftOf(player));
    setExpanded(true);
  };
  const colSpan = columns.shown.length + 2;
  const typing = { onChange: setDraft, rowName: player.Name, disabled: saving };

  return (
    <>
      <TableRow hover data-player-id={player.ID}>
        <TableCell sx={STICKY_FIRST}>
          {columns.folded.length > 0 ? (
            <ExpandToggle expanded={expanded} onToggle={() => setExpanded(!expanded)} />
          ) : null}
          {player.ID}
        </TableCell>
        {draft ? (
          <PlayerDraftCells columns={columns.shown} draft={draft} {...typing} />
        ) : (
          columns.shown.map((column) => (
            <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
              {shown(column)}
            </TableCell>
          ))
        )}
        <TableCell sx={STICKY_LAST}>
          <div style={ROW_OF_BUTTONS}>
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
              <Allowed route="updatePlayer">
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={edit}
                  aria-label={`${translate('app.season_players.edit')} ${player.Name}`}
                >
                  {translate('app.season_players.edit')}
                </Button>
              </Allowed>
            )}
            <Allowed route="deletePlayer">
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
            </Allowed>
          </div>
          <OpenedOnce open={confirming}>
            <Confirm
              isOpen={confirming}
              title="app.season_players.delete_title"
              titleTranslateOptions={{ name: player.Name }}
              content="app.season_players.delete_content"
              onConfirm={confirmDelete}
              onClose={() => setConfirming(false)}
            />
          </OpenedOnce>
        </TableCell>
      </TableRow>
      {draft ? (
        <FoldedDraftRow columns={columns.folded} expanded={expanded} colSpan={colSpan} draft={draft} {...typing} />
      ) : (
        <FoldedRow
          expanded={expanded}
          colSpan={colSpan}
          values={columns.folded.map((column) => ({
            column,
            label: translate(fieldLabelKey('players', column)),
            value: shown(column),
          }))}
        />
      )}
    </>
  );
};
