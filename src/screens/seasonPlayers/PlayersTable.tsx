import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STICKY_FIRST, STICKY_LAST } from '../../kit/stickyColumns';
import { TableScroller } from '../../kit/TableScroller';
import { NewPlayerRow } from './NewPlayerRow';
import { PlayerRow } from './PlayerRow';
import { EDITABLE_COLUMNS, type SeasonPlayerRecord } from './playerDraft';

export interface PlayersTableProps {
  seasonId: number;
  teamId: number;
  /** the selected team's players, in the server's order G, D, M, F */
  players: SeasonPlayerRecord[];
}

export const PlayersTable = ({ seasonId, teamId, players }: PlayersTableProps) => {
  const translate = useTranslate();
  return (
    <TableScroller>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={STICKY_FIRST}>{translate('resources.players.fields.ID')}</TableCell>
            {EDITABLE_COLUMNS.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`resources.players.fields.${column}`)}
              </TableCell>
            ))}
            <TableCell sx={STICKY_LAST}>{translate('app.season_players.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <NewPlayerRow key={teamId} seasonId={seasonId} teamId={teamId} />
          {players.map((player) => (
            <PlayerRow key={player.ID} player={player} />
          ))}
          {players.length === 0 && (
            <TableRow>
              <TableCell colSpan={EDITABLE_COLUMNS.length + 2}>{translate('app.season_players.no_players')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableScroller>
  );
};
