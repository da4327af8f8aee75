/**
 * The game-week rows' rewards as typed and not yet saved (spec screen 5): the VIP prize and free-ticket cells
 * write here, the row's Save reward reads here. Held above the list, by game week, so a row's cells and its
 * button share one draft; a saved row's draft is dropped and the cells show the stored values again.
 */
import { TextField } from '@mui/material';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { parseReward } from './gameWeekValues';

export type RewardField = 'reward' | 'reward2';
type Draft = Partial<Record<RewardField, string>>;

interface RewardDrafts {
  drafts: Record<string, Draft>;
  type: (id: RaRecord['id'], field: RewardField, text: string) => void;
  drop: (id: RaRecord['id']) => void;
}

const RewardDraftsContext = createContext<RewardDrafts | null>(null);

export const RewardDraftsProvider = ({ children }: { children: ReactNode }) => {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const type: RewardDrafts['type'] = (id, field, text) =>
    setDrafts((current) => ({ ...current, [id]: { ...current[id], [field]: text } }));
  const drop: RewardDrafts['drop'] = (id) => setDrafts(({ [id]: _dropped, ...kept }) => kept);
  return <RewardDraftsContext.Provider value={{ drafts, type, drop }}>{children}</RewardDraftsContext.Provider>;
};

export function useRewardDraft(gameWeek: RaRecord) {
  const context = useContext(RewardDraftsContext);
  if (!context) throw new Error('useRewardDraft needs a RewardDraftsProvider above the game-week list');
  const draft = context.drafts[gameWeek.id] ?? {};
  const text = (field: RewardField) => draft[field] ?? String(gameWeek[field] ?? '');
  return {
    text,
    /** the draft as the reward route takes it, or null while either text is not acceptable */
    parsed: parseReward(text('reward'), text('reward2')),
    type: (field: RewardField, text: string) => context.type(gameWeek.id, field, text),
    drop: () => context.drop(gameWeek.id),
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
