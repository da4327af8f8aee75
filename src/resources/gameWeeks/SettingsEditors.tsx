import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ConditionRow } from './ConditionRow';
import { RewardCard } from './RewardCard';

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

/** The reward editor (spec screen 5): each reward type with its ten places. */
export const RewardsEditor = () => {
  const translate = useTranslate();
  const { data: rewards = [] } = useGetList('rewards', ALL);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.game_week.rewards_title')}
        </Typography>
        <Stack spacing={2}>
          {rewards.map((reward) => (
            <RewardCard key={reward.id} reward={reward} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The conditions editor (spec screen 5): each condition type's maximum. */
export const ConditionsEditor = () => {
  const translate = useTranslate();
  const { data: conditions = [] } = useGetList('conditions', ALL);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.game_week.conditions_title')}
        </Typography>
        <Stack spacing={1}>
          {conditions.map((condition) => (
            <ConditionRow key={condition.id} condition={condition} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
