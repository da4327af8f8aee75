/**
 * The game-week rows' rewards as typed (spec screen 5): the VIP prize and free-ticket cells write the row's
 * draft (src/schema/rowDrafts.tsx), the row's Save reward reads it.
 */
import { TextField } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { useRowDraft } from '../../schema/rowDrafts';
import { parseReward } from './gameWeekValues';

export type RewardField = 'reward' | 'reward2';

export function useRewardDraft(gameWeek: RaRecord) {
  const draft = useRowDraft(gameWeek);
  return {
    ...draft,
    /** the draft as the reward route takes it, or null while either text is not acceptable */
    parsed: parseReward(draft.text('reward'), draft.text('reward2')),
  };
}

const LABELS: Record<RewardField, string> = {
  reward: 'app.game_week.reward_label',
  reward2: 'app.game_week.reward2_label',
};
const WIDTHS: Record<RewardField, number> = { reward: 130, reward2: 90 };

/** One reward cell of a game-week row: typed text, named by its week for screen readers. */
export const RewardDraftInput = ({ gameWeek, field }: { gameWeek: RaRecord; field: RewardField }) => {
  const translate = useTranslate();
  const draft = useRewardDraft(gameWeek);
  return (
    <TextField
      size="small"
      value={draft.text(field)}
      error={draft.parsed === null}
      onChange={(event) => draft.type(field, event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': translate(LABELS[field], { week: gameWeek.week }), inputMode: 'decimal' },
      }}
      sx={{ width: WIDTHS[field] }}
    />
  );
};
