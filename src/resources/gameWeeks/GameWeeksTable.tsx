import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { GameWeekRow } from './GameWeekRow';

/**
 * A wide table scrolls inside its card rather than widening the page: width 0 keeps it out of the layout's
 * min-content width, min-width 100% still fills the card.
 */
const SCROLL_INSIDE = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

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
    <TableContainer sx={SCROLL_INSIDE}>
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
    </TableContainer>
  );
};
