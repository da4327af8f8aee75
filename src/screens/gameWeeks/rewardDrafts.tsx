/** The reward cells write the row's draft (rowDrafts.tsx); the row's Save reward reads it. */
import { TextField } from '@mui/material';
import type { Static } from '@sinclair/typebox';
import { type RaRecord, useTranslate } from 'react-admin';
import type { GameWeek } from '../../../contract';
import type { InlineCellProps, ResourceDeclaration } from '../../kit/declaration';
import { readInlineRow } from '../../kit/inlineCells';
import { fieldLabelKey } from '../../kit/labels';
import { useRowDraft } from '../../kit/rowDrafts';

export type TypedReward = Pick<Static<typeof GameWeek>, 'reward' | 'reward2'>;

export function useRewardDraft(gameWeek: RaRecord, declaration: ResourceDeclaration) {
  const draft = useRowDraft(gameWeek);
  const row = readInlineRow(declaration, draft.text);
  return {
    ...draft,
    /** the typed reward, or null while a cell's text is not acceptable */
    parsed: row.ok ? (row.values as unknown as TypedReward) : null,
    refused: row.ok ? undefined : row,
  };
}

export const RewardCell = ({ record: gameWeek, source, declaration }: InlineCellProps) => {
  const translate = useTranslate();
  const draft = useRewardDraft(gameWeek, declaration);
  const field = translate(fieldLabelKey(declaration.name, source));
  return (
    <TextField
      size="small"
      value={draft.text(source)}
      error={draft.refused?.source === source}
      onChange={(event) => draft.type(source, event.target.value)}
      slotProps={{
        htmlInput: {
          'aria-label': translate('app.game_week.cell_label', { field, week: gameWeek.week }),
          inputMode: 'decimal',
        },
      }}
      sx={{ width: 130 }}
    />
  );
};
