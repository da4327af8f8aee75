import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, type RaRecord, useNotify, useTranslate, useUpdate } from 'react-admin';
import { parseMax } from './gameWeekValues';

const errorText = (error: unknown) => (error instanceof Error && error.message) || '';

/** One condition (spec screen 5): its type's maximum, a whole number, saved after a confirmation. */
export const ConditionRow = ({ condition }: { condition: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [text, setText] = useState(String(condition.max));
  const [confirming, setConfirming] = useState(false);

  useEffect(() => setText(String(condition.max)), [condition.max]);
  const max = parseMax(text);

  const save = () => {
    setConfirming(false);
    if (max === null) return;
    update(
      'conditions',
      { id: condition.id, data: { max }, previousData: condition },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.message.condition_update_success', { type: 'success' }),
        onError: (error) =>
          notify(`${translate('app.message.condition_update_failed')}: ${errorText(error)}`, { type: 'error' }),
      },
    );
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={translate('app.game_week.condition_max', { type: condition.type })}
        value={text}
        error={max === null}
        helperText={max === null ? translate('app.game_week.whole_number') : ' '}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { name: `condition.${condition.type}`, inputMode: 'numeric' } }}
        sx={{ width: 220 }}
      />
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        loading={isPending}
        disabled={max === null}
        onClick={() => setConfirming(true)}
        aria-label={`${translate('app.game_week.update')} ${condition.type}`}
      >
        {translate('app.game_week.update')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="app.game_week.conditions_title"
        content="app.confirm.update_condition"
        onConfirm={save}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
