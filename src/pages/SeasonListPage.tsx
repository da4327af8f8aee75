import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SeasonsTable } from '../resources/seasons';
import { screenPaths } from './paths';

/**
 * Season list (spec screen 3, route /season): the seasons with a manage button each. The create button goes to
 * /create-game-week, as the spec has it: a season comes into use with its first game week.
 */
export const SeasonListPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.season_list')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('app.screen.season_list')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(screenPaths.createGameWeek)}>
          {translate('app.seasons.create')}
        </Button>
      </Stack>
      <Card>
        <CardContent>
          <SeasonsTable />
        </CardContent>
      </Card>
    </Stack>
  );
};
