import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { TableScroller } from '../../layout/TableScroller';
import { GameWeekRow } from './GameWeekRow';

const WHOLE_SEASON = { page: 1, perPage: 1000 };
/** No sort field: the server's order, by week number. */
const SERVER_ORDER = { field: '', order: 'ASC' as const };

const COLUMNS = ['id', 'week', 'week_name', 'start_date', 'end_date', 'status', 'reward', 'reward2'];

/** The chosen season's game weeks (spec screen 5), each with its reward and manage actions. */
export const GameWeeksTable = ({ seasonId }: { seasonId: number | undefined }) => {
  const translate = useTranslate();
  const { data: gameWeeks = [], isPending } = useGetList(
    'gameWeeks',
    { filter: { seasonId }, pagination: WHOLE_SEASON, sort: SERVER_ORDER },
    { enabled: seasonId !== undefined },
  );
  return (
    <TableScroller>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`resources.gameWeeks.fields.${column}`)}</TableCell>
            ))}
            <TableCell>{translate('app.game_week.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {gameWeeks.map((gameWeek) => (
            <GameWeekRow key={gameWeek.id} gameWeek={gameWeek} />
          ))}
          {!isPending && gameWeeks.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>{translate('app.game_week.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableScroller>
  );
};
