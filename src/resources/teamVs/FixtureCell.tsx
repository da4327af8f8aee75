import { TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useNotify, useTranslate, useUpdate } from 'react-admin';
import { fieldLabelKey } from '../../schema/labels';
import { useRowDraft } from '../../schema/rowDrafts';
import { type Parsed, parseScore, parseSort } from './fixtureValues';

export type EditableField = 'Score1' | 'Score2' | 'Sort';
const EDITABLE: readonly EditableField[] = ['Score1', 'Score2', 'Sort'];
const parserOf = (field: EditableField): ((text: string) => Parsed) => (field === 'Sort' ? parseSort : parseScore);

/**
 * Saving a fixture's cell (spec screen 9) when it loses focus or on Enter, if it changed, with a notification
 * either way. The row sends all three values, drafts included, so two cells edited one after the other never
 * undo each other; a failed save puts the row back as the server holds it.
 */
function useFixtureCommit(fixture: RaRecord) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const draft = useRowDraft(fixture);
  return (field: EditableField) => {
    if (!draft.changed(field)) return;
    const parsed = EDITABLE.map((one) => [one, parserOf(one)(draft.text(one))] as const);
    const bad = parsed.find(([, result]) => !result.ok);
    if (bad) {
      draft.refuse(bad[0]);
      notify(bad[0] === 'Sort' ? 'app.team_vs.sort_invalid' : 'app.team_vs.score_invalid', { type: 'error' });
      return;
    }
    const data = Object.fromEntries(parsed.map(([one, result]) => [one, result.ok ? result.value : null]));
    update(
      'teamvs',
      { id: fixture.id, data, previousData: fixture },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          draft.drop([field]);
          notify('app.team_vs.saved', { type: 'success' });
          // a new order moves the row: the day's list comes back in the server's order
          if (field === 'Sort') queryClient.invalidateQueries({ queryKey: ['teamvs'] });
        },
        onError: (error) => {
          draft.drop();
          notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  };
}

/** Score 1, score 2 or the order of a fixture, typed in place and named by its two teams for screen readers. */
export const FixtureCell = ({ fixture, field }: { fixture: RaRecord; field: EditableField }) => {
  const translate = useTranslate();
  const draft = useRowDraft(fixture);
  const commit = useFixtureCommit(fixture);
  return (
    <TextField
      size="small"
      value={draft.text(field)}
      error={draft.isRefused(field)}
      onChange={(event) => draft.type(field, event.target.value)}
      onBlur={() => commit(field)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(field);
        }
      }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': translate('app.team_vs.score_label', {
            field: translate(fieldLabelKey('teamvs', field)),
            team1: fixture.Team1Name,
            team2: fixture.Team2Name,
          }),
        },
      }}
      sx={{ width: 80 }}
    />
  );
};
