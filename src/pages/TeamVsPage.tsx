import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { bangkokToday, FixtureForm, FixturesTable } from '../resources/teamVs';

/**
 * Team matchups (spec screen 9, route /teamvs): the day (today in Bangkok at first) drives both the
 * new-matchup form and the table of that day's matchups.
 */
export const TeamVsPage = () => {
  const translate = useTranslate();
  const [date, setDate] = useState(bangkokToday);
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.team_vs')} />
      <Typography variant="h5" component="h1">
        {translate('app.screen.team_vs')}
      </Typography>
      <Card>
        <CardContent>
          <TextField
            type="date"
            name="date"
            label={translate('app.team_vs.date')}
            value={date}
            // clearing the field keeps the last day: the table always shows one day
            onChange={(event) => event.target.value && setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </CardContent>
      </Card>
      <FixtureForm date={date} />
      <FixturesTable date={date} />
    </Stack>
  );
};
