import CalculateIcon from '@mui/icons-material/Calculate';
import { Button, IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { POINT_FIELDS, type PointField, type PointFields, playerGameWeekPoints } from '../../../contract/rules/scoring';
import type { AppDataProvider } from '../../api/dataProvider';
import { SignedNumber } from '../../format';
import { useAllowed } from '../../kit/Allowed';
import { CellInput } from '../../kit/CellInput';
import { FieldValue } from '../../kit/FieldValue';
import { choiceText } from '../../kit/labels';
import { ROW_OF_BUTTONS } from '../../kit/rowStyles';
import { STICKY_LAST as STICKY_ACTIONS, STICKY_FIRST as STICKY_NAME } from '../../kit/stickyColumns';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { useBusyFlag } from './BusyFlag';
import { MatchStatsDialog } from './MatchStatsDialog';
import { POINT_CELL, POINT_INPUT_WIDTH } from './pointCells';
import { draftOf, followSaved, type GameWeekPlayerRecord, parsePointDraft, sameDraft } from './pointDraft';
import { useReloadGameWeekDetail } from './useGameWeekDetail';

/** Half the usual gap: the grid's actions column is kept narrow, as its point columns need the width. */
const TIGHT_ROW_OF_BUTTONS = { ...ROW_OF_BUTTONS, gap: '4px' };

/** The shirt number and the position, under the name, when their own columns are folded away. */
const FoldedPlace = ({ row, folded }: { row: GameWeekPlayerRecord; folded: Set<string> }) => {
  const translate = useTranslate();
  const place = [
    folded.has('shirt_num') && row.shirt_num !== null ? `#${row.shirt_num}` : null,
    folded.has('position') ? choiceText(translate, 'players', 'position', 'enum', row.position) : null,
  ].filter((part) => part !== null);
  if (place.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {place.join(' · ')}
    </Typography>
  );
};

/**
 * One player's points in the game week: the eight point fields as inputs, a calculator from match stats, and
 * Save. Before sending, the spec's check: every field must be a whole number, otherwise nothing is sent and the
 * spec's message shows. A save is refused while another update or the summarise runs.
 */
export const PointsRow = ({ row, folded }: { row: GameWeekPlayerRecord; folded: Set<string> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = useReloadGameWeekDetail(row.game_week_id);
  const { busy, run } = useBusyFlag();
  // a role that may not save reads the points: nothing typed could be kept
  const mayUpdate = useAllowed({ route: 'updateGameWeekPlayer' });
  const saved = draftOf(row);
  const [readFrom, setReadFrom] = useState(saved);
  const [draft, setDraft] = useState(saved);
  // React's pattern for state that follows a prop: the row read again with other saved points
  if (!sameDraft(readFrom, saved)) {
    setReadFrom(saved);
    setDraft(followSaved(draft, readFrom, saved));
  }
  const [invalid, setInvalid] = useState<PointField[]>([]);
  const [calculating, setCalculating] = useState(false);
  const savePoints = useNotifyingMutation({
    mutationFn: (values: PointFields) =>
      dataProvider.update('gameWeekPlayers', { id: row.id, data: values, previousData: { id: row.id } }),
    succeeded: 'app.message.player_updated',
    failed: 'app.message.failed_to_update_player',
    // returned, so the save (and the busy flag) lasts until the list is read again
    onSuccess: () => reload(),
  });
  const saving = savePoints.isPending;

  const save = () => {
    const parsed = parsePointDraft(draft);
    if (!parsed.ok) {
      setInvalid(parsed.fields);
      notify(parsed.reason === 'notWhole' ? 'app.message.invalid_int' : 'app.game_week_detail.out_of_range', {
        type: 'error',
      });
      return;
    }
    setInvalid([]);
    // a failure has its notice already: the busy flag only waits for the end
    void run(() => savePoints.mutateAsync(parsed.values).catch(() => undefined));
  };

  return (
    <TableRow hover data-row-id={row.id}>
      {folded.has('shirt_num') ? null : <TableCell>{row.shirt_num ?? ''}</TableCell>}
      <TableCell sx={STICKY_NAME}>
        {row.name}
        <FoldedPlace row={row} folded={folded} />
      </TableCell>
      {folded.has('position') ? null : (
        <TableCell>
          <FieldValue resource="players" source="position" kind="enum" value={row.position} />
        </TableCell>
      )}
      {POINT_FIELDS.map((field) => (
        <TableCell key={field} sx={POINT_CELL}>
          <CellInput
            width={POINT_INPUT_WIDTH}
            align="center"
            name={field}
            inputMode="numeric"
            readOnly={!mayUpdate}
            value={draft[field]}
            invalid={invalid.includes(field)}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            aria-label={translate('app.game_week_detail.row_label', {
              field: translate(`resources.players.fields.${field}`),
              name: row.name,
            })}
          />
        </TableCell>
      ))}
      <TableCell>
        <SignedNumber value={playerGameWeekPoints(row)} />
      </TableCell>
      <TableCell sx={{ ...STICKY_ACTIONS, px: 1 }}>
        <div style={TIGHT_ROW_OF_BUTTONS}>
          {mayUpdate ? (
            <>
              <Tooltip title={translate('app.game_week_detail.calculate')}>
                <IconButton
                  size="small"
                  onClick={() => setCalculating(true)}
                  aria-label={`${translate('app.game_week_detail.calculate')} ${row.name}`}
                >
                  <CalculateIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Button
                size="small"
                variant="contained"
                loading={saving}
                disabled={busy && !saving}
                onClick={save}
                aria-label={`${translate('app.game_week_detail.save')} ${row.name}`}
              >
                {translate('app.game_week_detail.save')}
              </Button>
            </>
          ) : null}
        </div>
        {calculating && (
          <MatchStatsDialog
            open
            playerName={row.name}
            position={row.position}
            onClose={() => setCalculating(false)}
            onApply={(points) => {
              setDraft(draftOf(points));
              setInvalid([]);
              setCalculating(false);
            }}
          />
        )}
      </TableCell>
    </TableRow>
  );
};
