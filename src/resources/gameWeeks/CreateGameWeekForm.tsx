import { Card, CardContent, Stack } from '@mui/material';
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
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { GAME_WEEK_STATUSES } from '../../../contract';
import { screenPaths } from '../../pages/paths';
import { dateTimeProblem, endProblem, isWeekNumber, MAX_WEEK } from './gameWeekValues';
import { WallClockInput } from './WallClockInput';

const ALL_SEASONS = { pagination: { page: 1, perPage: 1000 }, sort: { field: '', order: 'ASC' as const } };

const realDateTime: Validator = (value: unknown) => dateTimeProblem(value);
const afterStart: Validator = (value: unknown, values: Record<string, unknown>) => endProblem(value, values.start_date);
const weekNumber: Validator = (value: unknown) =>
  value === undefined || value === null || value === '' || isWeekNumber(value)
    ? undefined
    : 'app.create_game_week.week_invalid';
const notBlank: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? 'ra.validation.required' : undefined;

/**
 * Create game week (spec screen 6): season, week number, status (active at first), start and end date-times
 * ('YYYY-MM-DD HH:mm', typed or picked) and the display name. Field errors show under the fields before anything is sent; the server's refusal (a week
 * already used, say) shows as its error text. After saving, the management screen opens on that season.
 */
export const CreateGameWeekForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const { data: seasons, isPending } = useGetList('season', ALL_SEASONS);
  if (isPending || !seasons) return null;

  const save = (values: Record<string, unknown>) =>
    create(
      'gameWeeks',
      { data: { ...values, week_name: String(values.week_name ?? '').trim() } },
      {
        onSuccess: () => {
          notify('app.message.success', { type: 'success' });
          navigate(screenPaths.gameWeek, { state: { seasonId: values.season_id } });
        },
        onError: (error) =>
          notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' }),
      },
    );

  const statuses = GAME_WEEK_STATUSES.map((status) => ({
    id: status,
    name: translate(`app.create_game_week.status.${status}`),
  }));
  return (
    <Card>
      <CardContent>
        <ResourceContextProvider value="gameWeeks">
          <Form record={{ season_id: seasons[0]?.id, status: 'active' }} onSubmit={save} noValidate mode="onBlur">
            <Stack spacing={1} sx={{ maxWidth: 480 }}>
              <SelectInput
                source="season_id"
                choices={seasons.map((season) => ({ id: season.id, name: season.label }))}
                validate={required()}
              />
              <NumberInput source="week" validate={[required(), weekNumber]} step={1} min={1} max={MAX_WEEK} />
              <SelectInput source="status" choices={statuses} validate={required()} />
              <WallClockInput source="start_date" validate={[required(), realDateTime]} />
              <WallClockInput source="end_date" validate={[required(), realDateTime, afterStart]} />
              <TextInput source="week_name" validate={[required(), notBlank]} />
            </Stack>
            <SaveButton alwaysEnable label="app.create_game_week.save" />
          </Form>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};
