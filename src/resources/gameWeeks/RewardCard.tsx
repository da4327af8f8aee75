import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, type RaRecord, useNotify, useTranslate, useUpdate } from 'react-admin';
import { REWARD_SLOTS, type RewardSlot } from '../../../contract';

type Texts = Record<RewardSlot, string>;
const textsOf = (reward: RaRecord) =>
  Object.fromEntries(REWARD_SLOTS.map((slot) => [slot, String(reward[slot] ?? '')])) as Texts;

const errorText = (error: unknown) => (error instanceof Error && error.message) || '';

/** One reward type's ten places (spec screen 5), saved together after a confirmation. */
export const RewardCard = ({ reward }: { reward: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [texts, setTexts] = useState<Texts>(() => textsOf(reward));
  const [confirming, setConfirming] = useState(false);

  useEffect(() => setTexts(textsOf(reward)), [reward]);

  const save = () => {
    setConfirming(false);
    update(
      'rewards',
      { id: reward.id, data: texts, previousData: reward },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.message.reward_update_success', { type: 'success' }),
        onError: (error) =>
          notify(`${translate('app.message.reward_update_failed')}: ${errorText(error)}`, { type: 'error' }),
      },
    );
  };

  const typeName = String(reward.type);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('app.game_week.reward_type', { type: typeName })}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1 }}>
          {REWARD_SLOTS.map((slot, index) => (
            <TextField
              key={slot}
              size="small"
              label={translate('app.game_week.place', { n: index + 1 })}
              value={texts[slot]}
              onChange={(event) => setTexts((current) => ({ ...current, [slot]: event.target.value }))}
              slotProps={{ htmlInput: { name: `${typeName}.${slot}`, maxLength: 500 } }}
            />
          ))}
        </Box>
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          startIcon={<SaveIcon />}
          loading={isPending}
          onClick={() => setConfirming(true)}
          aria-label={`${translate('app.game_week.update')} ${typeName}`}
        >
          {translate('app.game_week.update')}
        </Button>
        <Confirm
          isOpen={confirming}
          title="app.game_week.rewards_title"
          content="app.confirm.update_reward"
          onConfirm={save}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
};
