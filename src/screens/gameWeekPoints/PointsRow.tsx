import CalculateIcon from '@mui/icons-material/Calculate';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { POINT_FIELDS, type PointField, playerGameWeekPoints } from '../../../contract/rules/scoring';
import type { AppDataProvider } from '../../api/dataProvider';
import { SignedNumber } from '../../format';
import { STICKY_LAST as STICKY_ACTIONS, STICKY_FIRST as STICKY_NAME } from '../../kit/stickyColumns';
import { useBusyFlag } from './BusyFlag';
import { MatchStatsDialog } from './MatchStatsDialog';
import { draftOf, type GameWeekPlayerRecord, parsePointDraft } from './pointDraft';
import { useReloadGameWeekDetail } from './useGameWeekDetail';

const errorText = (error: unknown) => (error instanceof Error && error.message) || '';

export const PointsRow = ({ row }: { row: GameWeekPlayerRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = useReloadGameWeekDetail(row.game_week_id);
  const { busy, run } = useBusyFlag();
  const [draft, setDraft] = useState(() => draftOf(row));
  const [invalid, setInvalid] = useState<PointField[]>([]);
  const [saving, setSaving] = useState(false);
  const [calculating, setCalculating] = useState(false);

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
    void run(async () => {
      setSaving(true);
      try {
        await dataProvider.update('gameWeekPlayers', { id: row.id, data: parsed.values, previousData: { id: row.id } });
        notify('app.message.player_updated', { type: 'success' });
        await reload();
      } catch (error) {
        notify(`${translate('app.message.failed_to_update_player')}: ${errorText(error)}`, { type: 'error' });
      } finally {
        setSaving(false);
      }
    });
  };

  return (
    <TableRow hover data-row-id={row.id}>
      <TableCell>{row.shirt_num ?? ''}</TableCell>
      <TableCell sx={STICKY_NAME}>{row.name}</TableCell>
      <TableCell>{row.position}</TableCell>
      {POINT_FIELDS.map((field) => (
        <TableCell key={field} sx={{ minWidth: 64 }}>
          <TextField
            size="small"
            value={draft[field]}
            error={invalid.includes(field)}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            slotProps={{
              htmlInput: {
                name: field,
                inputMode: 'numeric',
                'aria-label': translate('app.game_week_detail.row_label', {
                  field: translate(`resources.players.fields.${field}`),
                  name: row.name,
                }),
                style: { width: 44 },
              },
            }}
          />
        </TableCell>
      ))}
      <TableCell>
        <SignedNumber value={playerGameWeekPoints(row)} />
      </TableCell>
      <TableCell sx={STICKY_ACTIONS}>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            startIcon={<CalculateIcon />}
            onClick={() => setCalculating(true)}
            aria-label={`${translate('app.game_week_detail.calculate')} ${row.name}`}
          >
            {translate('app.game_week_detail.calculate')}
          </Button>
          <Button
            size="small"
            variant="contained"
            startIcon={<SaveIcon />}
            loading={saving}
            disabled={busy && !saving}
            onClick={save}
            aria-label={`${translate('app.game_week_detail.save')} ${row.name}`}
          >
            {translate('app.game_week_detail.save')}
          </Button>
        </Stack>
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
