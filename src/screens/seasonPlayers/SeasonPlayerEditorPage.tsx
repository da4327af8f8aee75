import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useParams, useTranslate } from 'react-admin';
import { TeamSelect } from '../../kit/TeamSelect';
import { useChosenTeam } from '../../kit/useChosenTeam';
import { PlayersTable } from './PlayersTable';
import { ScoreSummaryDialog } from './ScoreSummaryDialog';
import { seasonTitle } from './seasonTitle';
import { useSeasonDetail } from './useSeasonDetail';

export const SeasonPlayerEditorPage = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const { data, error } = useSeasonDetail(id);
  const [summaryOpen, setSummaryOpen] = useState(false);

  const teams = data?.teams ?? [];
  const [teamId, setChosenTeam] = useChosenTeam(teams, data?.players ?? [], (player) => player.TeamID);
  const players = useMemo(() => (data?.players ?? []).filter((player) => player.TeamID === teamId), [data, teamId]);
  const teamNames = useMemo(() => new Map(teams.map((team) => [team.ID, team.Name])), [teams]);
  const title = translate(seasonTitle.key, data ? seasonTitle.values(data) : { label: id });

  return (
    <Stack spacing={2}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {error && <Typography color="error">{error.message}</Typography>}
      {data && (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
              <TeamSelect
                label={translate('app.season_players.team')}
                teams={teams}
                teamId={teamId}
                onChange={setChosenTeam}
                minWidth={260}
              />
              <Button variant="outlined" startIcon={<LeaderboardIcon />} onClick={() => setSummaryOpen(true)}>
                {translate('app.season_players.score_summary')}
              </Button>
            </Stack>
            {teamId === null ? (
              <Typography>{translate('app.season_players.no_teams')}</Typography>
            ) : (
              <PlayersTable seasonId={data.season.id} teamId={teamId} players={players} />
            )}
          </CardContent>
        </Card>
      )}
      {data && (
        <ScoreSummaryDialog
          open={summaryOpen}
          onClose={() => setSummaryOpen(false)}
          season={data.season}
          teamNames={teamNames}
        />
      )}
    </Stack>
  );
};
