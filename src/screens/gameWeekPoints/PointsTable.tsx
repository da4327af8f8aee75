import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { POINT_FIELDS } from '../../../contract/rules/scoring';
import { ColumnHeading } from '../../kit/ColumnHeading';
import { useFoldedColumns } from '../../kit/columnFolding';
import { ROWS_NOT_DRAWN, useRowsInTheBackground } from '../../kit/RowsInTheBackground';
import { STICKY_LAST as STICKY_ACTIONS, STICKY_FIRST as STICKY_NAME } from '../../kit/stickyColumns';
import { TableScroller } from '../../kit/TableScroller';
import { PointsRow } from './PointsRow';
import { PLACE_COLUMNS, type PlaceColumn, POINT_CELL } from './pointCells';
import type { GameWeekPlayerRecord } from './pointDraft';

/**
 * The point fields under one "points" heading, so each column's own heading can be short and the grid narrow.
 * Where even so it would not fit, the shirt number and the position move under the player's name.
 */
const PointsGrid = (props: { rows: GameWeekPlayerRecord[] }) => {
  const translate = useTranslate();
  const rows = useRowsInTheBackground(props.rows);
  const table = useRef<HTMLTableElement>(null);
  const folded = useFoldedColumns(PLACE_COLUMNS, rows, table);
  // the headings wait for the rows, which would widen the columns under them
  if (rows === ROWS_NOT_DRAWN) return null;
  const heading = (column: PlaceColumn) =>
    folded.has(column) ? null : (
      <TableCell rowSpan={2} className={`column-${column}`}>
        {translate(`resources.players.fields.${column}`)}
      </TableCell>
    );
  return (
    <Table ref={table} size="small" aria-label={translate('app.game_week_detail.table_label')}>
      <TableHead>
        <TableRow>
          {heading('shirt_num')}
          <TableCell rowSpan={2} sx={STICKY_NAME}>
            {translate('resources.players.fields.name')}
          </TableCell>
          {heading('position')}
          <TableCell colSpan={POINT_FIELDS.length} align="center" sx={{ pb: 0 }}>
            {translate('app.game_week_detail.points_group')}
          </TableCell>
          <TableCell rowSpan={2} className="column-total">
            {translate('app.game_week_detail.total')}
          </TableCell>
          <TableCell rowSpan={2} sx={STICKY_ACTIONS}>
            {translate('app.game_week_detail.actions')}
          </TableCell>
        </TableRow>
        <TableRow>
          {POINT_FIELDS.map((field) => (
            <TableCell key={field} className={`column-${field}`} sx={POINT_CELL}>
              <ColumnHeading resource="players" source={field} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <PointsRow key={row.id} row={row} folded={folded} />
        ))}
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={POINT_FIELDS.length + 5 - folded.size}>
              {translate('app.game_week_detail.no_players')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
};

export const PointsTable = ({ rows }: { rows: GameWeekPlayerRecord[] }) => (
  <TableScroller>
    <PointsGrid rows={rows} />
  </TableScroller>
);
