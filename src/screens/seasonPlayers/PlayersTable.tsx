import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { Allowed } from '../../kit/Allowed';
import { ColumnHeading } from '../../kit/ColumnHeading';
import { useFoldedColumns } from '../../kit/columnFolding';
import { ROWS_NOT_DRAWN, useRowsInTheBackground } from '../../kit/RowsInTheBackground';
import { STICKY_FIRST, STICKY_LAST } from '../../kit/stickyColumns';
import { TableScroller } from '../../kit/TableScroller';
import { NewPlayerRow } from './NewPlayerRow';
import { PlayerRow } from './PlayerRow';
import { EDITABLE_COLUMNS, PLAYER_COLUMNS, type PlayerColumns, type SeasonPlayerRecord } from './playerDraft';

export interface PlayersTableProps {
  seasonId: number;
  teamId: number;
  /** the selected team's players, in the server's order G, D, M, F */
  players: SeasonPlayerRecord[];
}

/** Inside the scroll box, which it folds its columns to fit. */
const PlayersGrid = ({ seasonId, teamId, ...props }: PlayersTableProps) => {
  const translate = useTranslate();
  const players = useRowsInTheBackground(props.players);
  const table = useRef<HTMLTableElement>(null);
  const folded = useFoldedColumns(PLAYER_COLUMNS, players, table);
  // the headings wait for the rows, which would widen the columns under them
  if (players === ROWS_NOT_DRAWN) return null;
  const columns: PlayerColumns = {
    shown: EDITABLE_COLUMNS.filter((column) => !folded.has(column)),
    folded: EDITABLE_COLUMNS.filter((column) => folded.has(column)),
  };
  return (
    <Table ref={table} size="small">
      <TableHead>
        <TableRow>
          <TableCell sx={STICKY_FIRST} className="column-ID">
            {translate('resources.players.fields.ID')}
          </TableCell>
          {columns.shown.map((column) => (
            <TableCell key={column} className={`column-${column}`} sx={{ px: 0.5 }}>
              <ColumnHeading resource="players" source={column} />
            </TableCell>
          ))}
          <TableCell sx={STICKY_LAST}>{translate('app.season_players.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <Allowed route="createPlayer">
          <NewPlayerRow key={teamId} seasonId={seasonId} teamId={teamId} columns={columns} />
        </Allowed>
        {players.map((player) => (
          <PlayerRow key={player.ID} player={player} columns={columns} />
        ))}
        {players.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.shown.length + 2}>{translate('app.season_players.no_players')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
};

export const PlayersTable = (props: PlayersTableProps) => (
  <TableScroller>
    <PlayersGrid {...props} />
  </TableScroller>
);
