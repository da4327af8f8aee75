import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { formatNumber } from '../../format';
import { FieldValue } from '../../kit/FieldValue';
import { SEASON_POINTS_QUERY } from '../liveQueries';

export interface ScoreSummaryDialogProps {
  open: boolean;
  onClose: () => void;
  season: { id: number; label: string };
  /** team row id -> team name, for the team column */
  teamNames: ReadonlyMap<number, string>;
}

/** Fetched each time it opens, so it shows the points as they are at that moment. */
export const ScoreSummaryDialog = ({ open, onClose, season, teamNames }: ScoreSummaryDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: [SEASON_POINTS_QUERY, season.id],
    queryFn: () => dataProvider.getSeasonPoints(season.id),
    enabled: open,
    staleTime: 0,
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle>{translate('app.season_players.summary_title', { label: season.label })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.season_players.summary_hint')}
        </Typography>
        {isPending && <LinearProgress />}
        {error && <Typography color="error">{error.message}</Typography>}
        {data && (
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.season_players.rank')}</TableCell>
                <TableCell>{translate('resources.players.fields.Name')}</TableCell>
                <TableCell>{translate('resources.players.fields.Position')}</TableCell>
                <TableCell>{translate('app.season_players.team')}</TableCell>
                <TableCell align="right">{translate('app.season_players.points')}</TableCell>
                <TableCell align="right">{translate('app.season_players.game_weeks')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.players.map((player, index) => (
                <TableRow key={player.player_id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{player.name}</TableCell>
                  <TableCell>
                    <FieldValue resource="players" source="position" kind="enum" value={player.position} />
                  </TableCell>
                  <TableCell>{teamNames.get(player.team_id) ?? player.team_id}</TableCell>
                  <TableCell align="right">{formatNumber(player.points)}</TableCell>
                  <TableCell align="right">{player.game_weeks}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.season_players.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
