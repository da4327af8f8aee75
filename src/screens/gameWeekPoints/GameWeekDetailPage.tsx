import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link, Title, useCreatePath, useParams, useTranslate } from 'react-admin';
import { Allowed } from '../../kit/Allowed';
import { NoteBanner } from '../../kit/NoteBanner';
import { TeamSelect } from '../../kit/TeamSelect';
import { useChosenTeam } from '../../kit/useChosenTeam';
import { BusyFlagProvider } from './BusyFlag';
import { gameWeekTitle } from './gameWeekTitle';
import { PointsTable } from './PointsTable';
import { SummariseAllButton } from './SummariseAllButton';
import { scoringNote } from './scoringNote';
import { TeamVsEditor } from './TeamVsEditor';
import { useGameWeekDetail } from './useGameWeekDetail';

export const GameWeekDetailPage = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { id = '' } = useParams<{ id: string }>();
  const { data, error } = useGameWeekDetail(id);

  const teams = data?.teams ?? [];
  const [teamId, setChosenTeam] = useChosenTeam(teams, data?.players ?? [], (player) => player.team_id);
  const rows = useMemo(() => (data?.players ?? []).filter((row) => row.team_id === teamId), [data, teamId]);
  const title = data
    ? translate(gameWeekTitle.key, gameWeekTitle.values(data))
    : translate('app.screen.game_week_detail', { id });

  return (
    <BusyFlagProvider>
      <Stack spacing={2}>
        <Title title={title} />
        {/*
          the heading at the row's top, where the static shell paints it, and the small button no taller than the
          heading, so the note under the row sits where the shell paints a list's top
        */}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <Button
            component={Link}
            size="small"
            to={createPath({ resource: 'game-week', type: 'list' })}
            startIcon={<ArrowBackIcon />}
          >
            {translate('app.game_week_detail.back')}
          </Button>
        </Stack>
        {error ? <Typography color="error">{error.message}</Typography> : <NoteBanner note={scoringNote} />}
        {data && (
          <Card>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2, flexWrap: 'wrap' }} useFlexGap>
                <TeamSelect
                  label={translate('app.game_week_detail.team')}
                  teams={teams}
                  teamId={teamId}
                  onChange={setChosenTeam}
                  minWidth={240}
                />
                {teamId !== null && (
                  <Allowed route="savePlayerTeamVs">
                    <TeamVsEditor
                      key={teamId}
                      gameWeekId={data.gameWeek.id}
                      teamId={teamId}
                      current={rows[0]?.team_vs ?? ''}
                    />
                  </Allowed>
                )}
                <Allowed route="summariseGameWeek">
                  <SummariseAllButton gameWeekId={data.gameWeek.id} />
                </Allowed>
              </Stack>
              {teamId === null ? (
                <Typography>{translate('app.game_week_detail.no_teams')}</Typography>
              ) : (
                <PointsTable rows={rows} />
              )}
            </CardContent>
          </Card>
        )}
      </Stack>
    </BusyFlagProvider>
  );
};
