import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  NumberInput,
  ResourceContextProvider,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useCreate,
  useGetList,
  useListContext,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { MATCH_TIME, MAX_SORT } from './fixtureValues';

/** Team 2 may not be team 1: checked here so the operator sees it under the field before saving. */
const notTeamOne: Validator = (value: unknown, allValues: Record<string, unknown>) =>
  value !== undefined && value !== null && value !== '' && String(value) === String(allValues.team1)
    ? 'app.team_vs.same_team'
    : undefined;

const wholeSort: Validator = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= MAX_SORT)
    ? undefined
    : 'app.team_vs.sort_invalid';

/** The match time is optional; when given it is HH:mm on the 24-hour clock. */
const matchTime: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || MATCH_TIME.test(value.trim())
    ? undefined
    : 'app.team_vs.time_format';

/** The fields side by side, as many per line as the width allows (the form sits inside the list's card). */
const FIELD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 2 };

const ALL_TEAMS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The new-matchup form (spec screen 9) for the list's day (its `date` filter): team 1, team 2, order and match time.
 * A refusal from the server shows as the answer's error text (spec section 8).
 */
export const FixtureForm = () => {
  const translate = useTranslate();
  const date = String(useListContext().filterValues.date ?? '');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const { data: teams = [], isPending: teamsLoading } = useGetList('team', ALL_TEAMS);
  // bumped after each save, so the next matchup starts from a fresh form
  const [generation, setGeneration] = useState(0);

  const save = async (values: Record<string, unknown>) => {
    const time = typeof values.time === 'string' ? values.time.trim() : '';
    const data = {
      date,
      team1: Number(values.team1),
      team2: Number(values.team2),
      sort: Number(values.sort),
      ...(time ? { time } : {}),
    };
    await create(
      'teamvs',
      { data },
      {
        onSuccess: () => {
          notify('app.message.save_team_vs_success', { type: 'success' });
          queryClient.invalidateQueries({ queryKey: ['teamvs'] });
          setGeneration((n) => n + 1);
        },
        onError: (error) =>
          notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };

  const choices = teams.map((team) => ({ id: team.id, name: team.name }));
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.team_vs.form_title')}
        </Typography>
        <ResourceContextProvider value="teamvs">
          <Form key={generation} record={{ sort: 1 }} onSubmit={save} noValidate>
            <Box sx={FIELD_GRID}>
              <SelectInput source="team1" choices={choices} isPending={teamsLoading} validate={required()} />
              <SelectInput
                source="team2"
                choices={choices}
                isPending={teamsLoading}
                validate={[required(), notTeamOne]}
              />
              <NumberInput source="sort" validate={[required(), wholeSort]} step={1} min={0} />
              <TextInput source="time" validate={matchTime} helperText="app.team_vs.time_hint" />
            </Box>
            <SaveButton alwaysEnable label="app.team_vs.save" />
          </Form>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};
