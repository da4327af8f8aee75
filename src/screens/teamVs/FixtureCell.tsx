import { TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useTranslate, useUpdate } from 'react-admin';
import type { InlineCellProps, ResourceDeclaration } from '../../kit/declaration';
import { readInlineRow } from '../../kit/inlineCells';
import { fieldLabelKey } from '../../kit/labels';
import { useRowDraft } from '../../kit/rowDrafts';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { useRefusedCellNotice } from '../../kit/useRefusedCellNotice';

/**
 * Saving a fixture's cell when it loses focus or on Enter, if it changed, with a notification
 * either way. The row sends every cell typed in place (the declaration's inline fields), drafts included, so two
 * cells edited one after the other never undo each other; a failed save puts the row back as the server holds
 * it. The day's list is read again after a save: a new order moves the row.
 */
function useFixtureCommit(fixture: RaRecord, declaration: ResourceDeclaration) {
  const noticeRefused = useRefusedCellNotice(declaration);
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const draft = useRowDraft(fixture);
  const saveRow = useNotifyingMutation({
    mutationFn: ({ values }: { values: Record<string, unknown>; source: string }) =>
      update(
        declaration.name,
        { id: fixture.id, data: values, previousData: fixture },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    succeeded: 'app.team_vs.saved',
    onSuccess: (_fixture, { source }) => {
      draft.drop([source]);
      queryClient.invalidateQueries({ queryKey: [declaration.name] });
    },
    onError: () => draft.drop(),
  });
  return (source: string) => {
    if (!draft.changed(source)) return;
    const row = readInlineRow(declaration, draft.text);
    if (!row.ok) {
      draft.refuse(row.source);
      noticeRefused(row);
      return;
    }
    saveRow.mutate({ values: row.values, source });
  };
}

/** A fixture's cell typed in place (a score or the order), named by its two teams for screen readers. */
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
