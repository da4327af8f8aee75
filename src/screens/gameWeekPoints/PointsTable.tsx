import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { POINT_FIELDS } from '../../../contract/rules/scoring';
import { STICKY_LAST as STICKY_ACTIONS, STICKY_FIRST as STICKY_NAME } from '../../kit/stickyColumns';
import { PointsRow } from './PointsRow';
import type { GameWeekPlayerRecord } from './pointDraft';

/** A row remounts when its saved points change, so its inputs start from what the server holds. */
const rowKey = (row: GameWeekPlayerRecord) => `${row.id}:${POINT_FIELDS.map((field) => row[field]).join(',')}`;

export const PointsTable = ({ rows }: { rows: GameWeekPlayerRecord[] }) => {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.game_week_detail.table_label')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.players.fields.shirt_num')}</TableCell>
            <TableCell sx={STICKY_NAME}>{translate('resources.players.fields.name')}</TableCell>
            <TableCell>{translate('resources.players.fields.position')}</TableCell>
            {POINT_FIELDS.map((field) => (
              <TableCell key={field}>{translate(`resources.players.fields.${field}`)}</TableCell>
            ))}
            <TableCell>{translate('app.game_week_detail.total')}</TableCell>
            <TableCell sx={STICKY_ACTIONS}>{translate('app.game_week_detail.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <PointsRow key={rowKey(row)} row={row} />
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={POINT_FIELDS.length + 5}>{translate('app.game_week_detail.no_players')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
