import { TableCell, TableRow, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type RaRecord, useNotify, useTranslate, useUpdate } from 'react-admin';
import { formatThaiDate } from '../../format';
import { ConfirmedDeleteButton } from '../../schema/ConfirmedDeleteButton';
import { cellText, type Parsed, parseScore, parseSort } from './fixtureValues';

type EditableField = 'Score1' | 'Score2' | 'Sort';
const EDITABLE: readonly EditableField[] = ['Score1', 'Score2', 'Sort'];
const LABELS: Record<EditableField, string> = {
  Score1: 'resources.teamVs.fields.score1',
  Score2: 'resources.teamVs.fields.score2',
  Sort: 'resources.teamVs.fields.sort',
};
const parserOf = (field: EditableField): ((text: string) => Parsed) => (field === 'Sort' ? parseSort : parseScore);

type Texts = Record<EditableField, string>;
const textsOf = (fixture: RaRecord): Texts => ({
  Score1: cellText(fixture.Score1),
  Score2: cellText(fixture.Score2),
  Sort: cellText(fixture.Sort),
});

/**
 * One matchup row (spec screen 9) with score 1, score 2 and order edited in place: a cell is saved when it
 * loses focus or on Enter, if it changed, with a notification either way. The row sends all three values, so
 * two cells edited one after the other never undo each other.
 */
export const FixtureRow = ({ fixture }: { fixture: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const [texts, setTexts] = useState<Texts>(() => textsOf(fixture));
  const [invalid, setInvalid] = useState<Partial<Record<EditableField, boolean>>>({});
  // what the server holds (or was last sent): a cell equal to it has nothing to save
  const sent = useRef<Texts>(textsOf(fixture));

  // A saved value that changed (this row's save, or a refetch) replaces that cell only: an edit in progress
  // in another cell of the row is kept.
  const { Score1, Score2, Sort } = fixture;
  useEffect(() => {
    const saved = textsOf({ id: 0, Score1, Score2, Sort });
    for (const field of EDITABLE) {
      if (saved[field] !== sent.current[field]) {
        sent.current[field] = saved[field];
        setTexts((current) => ({ ...current, [field]: saved[field] }));
      }
    }
  }, [Score1, Score2, Sort]);

  const commit = (field: EditableField) => {
    const text = texts[field].trim();
    if (text === sent.current[field]) return;
    const parsed = EDITABLE.map((one) => [one, parserOf(one)(one === field ? text : texts[one])] as const);
    const bad = parsed.find(([, result]) => !result.ok);
    if (bad) {
      setInvalid({ [bad[0]]: true });
      notify(bad[0] === 'Sort' ? 'app.team_vs.sort_invalid' : 'app.team_vs.score_invalid', { type: 'error' });
      return;
    }
    setInvalid({});
    const data = Object.fromEntries(parsed.map(([one, result]) => [one, result.ok ? result.value : null]));
    const previous = { ...sent.current };
    sent.current = Object.fromEntries(EDITABLE.map((one) => [one, cellText(data[one])])) as Texts;
    update(
      'teamVs',
      { id: fixture.id, data, previousData: fixture },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.team_vs.saved', { type: 'success' });
          // a new order moves the row: the day's list comes back in the server's order
          if (field === 'Sort') queryClient.invalidateQueries({ queryKey: ['teamVs'] });
        },
        onError: (error) => {
          sent.current = previous;
          setTexts(previous);
          notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  };

  const cell = (field: EditableField) => (
    <TableCell key={field}>
      <TextField
        size="small"
        value={texts[field]}
        error={!!invalid[field]}
        onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
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
              field: translate(LABELS[field]),
              team1: fixture.Team1Name,
              team2: fixture.Team2Name,
            }),
          },
        }}
        sx={{ width: 80 }}
      />
    </TableCell>
  );

  return (
    <TableRow>
      <TableCell>{formatThaiDate(fixture.DateVs)}</TableCell>
      <TableCell>{fixture.Time ?? ''}</TableCell>
      <TableCell>{fixture.Team1Name}</TableCell>
      <TableCell>{fixture.Team2Name}</TableCell>
      {EDITABLE.map(cell)}
      <TableCell>
        <ConfirmedDeleteButton
          record={fixture}
          resource="teamVs"
          confirmTitle="app.team_vs.delete_title"
          confirmContent="app.team_vs.delete_content"
          contentTranslateOptions={{ team1: fixture.Team1Name, team2: fixture.Team2Name }}
        />
      </TableCell>
    </TableRow>
  );
};
