import { TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { InlineCellProps, ResourceDeclaration } from '../../kit/declaration';
import { readInlineRow } from '../../kit/inlineCells';
import { fieldLabelKey } from '../../kit/labels';
import { useRowDraft } from '../../kit/rowDrafts';
import { useRefusedCellNotice } from '../../kit/useRefusedCellNotice';

/**
 * The row sends every inline cell, drafts included, so two cells edited one after the other never undo each other.
 * The day's list is read again after a save, as a new order moves the row.
 */
function useFixtureCommit(fixture: RaRecord, declaration: ResourceDeclaration) {
  const notify = useNotify();
  const noticeRefused = useRefusedCellNotice(declaration);
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const draft = useRowDraft(fixture);
  return (source: string) => {
    if (!draft.changed(source)) return;
    const row = readInlineRow(declaration, draft.text);
    if (!row.ok) {
      draft.refuse(row.source);
      noticeRefused(row);
      return;
    }
    update(
      declaration.name,
      { id: fixture.id, data: row.values, previousData: fixture },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          draft.drop([source]);
          notify('app.team_vs.saved', { type: 'success' });
          queryClient.invalidateQueries({ queryKey: [declaration.name] });
        },
        onError: (error) => {
          draft.drop();
          notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  };
}

export const FixtureCell = ({ record: fixture, source, declaration }: InlineCellProps) => {
  const translate = useTranslate();
  const draft = useRowDraft(fixture);
  const commit = useFixtureCommit(fixture, declaration);
  return (
    <TextField
      size="small"
      value={draft.text(source)}
      error={draft.isRefused(source)}
      onChange={(event) => draft.type(source, event.target.value)}
      onBlur={() => commit(source)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(source);
        }
      }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': translate('app.team_vs.score_label', {
            field: translate(fieldLabelKey(declaration.name, source)),
            team1: fixture.Team1Name,
            team2: fixture.Team2Name,
          }),
        },
      }}
      sx={{ width: 80 }}
    />
  );
};
