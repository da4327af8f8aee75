import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CreateGameWeekForm } from '../resources/gameWeeks';

/** Create game week (spec screen 6, route /create-game-week). */
export const CreateGameWeekPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.create_game_week')} />
      <Typography variant="h5" component="h1">
        {translate('app.screen.create_game_week')}
      </Typography>
      <CreateGameWeekForm />
    </Stack>
  );
};
