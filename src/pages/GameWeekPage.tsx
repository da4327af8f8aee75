import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConditionsEditor, GameWeeksTable, ImageUploadCard, RewardsEditor, SeasonSelect } from '../resources/gameWeeks';
import { screenPaths } from './paths';

/**
 * Game week management (spec screen 5, route /game-week): image upload, the create button, the reward and
 * conditions editors, the season dropdown (the first season at first, or the one a new game week was just
 * created in) and that season's game weeks.
 */
export const GameWeekPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const cameWith = (useLocation().state as { seasonId?: number } | null)?.seasonId;
  const [seasonId, setSeasonId] = useState<number | undefined>(cameWith);
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.game_week')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('app.screen.game_week')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(screenPaths.createGameWeek)}>
          {translate('app.game_week.create')}
        </Button>
      </Stack>
      <ImageUploadCard />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {translate('app.game_week.list_title')}
            </Typography>
            <SeasonSelect value={seasonId} onChange={setSeasonId} />
          </Stack>
          <GameWeeksTable seasonId={seasonId} />
        </CardContent>
      </Card>
      <RewardsEditor />
      <ConditionsEditor />
    </Stack>
  );
};
