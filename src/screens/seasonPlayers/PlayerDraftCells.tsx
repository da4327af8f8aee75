import { Checkbox, TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CellInput, CellSelect } from '../../kit/CellInput';
import { FoldedRow } from '../../kit/FoldedRow';
import { choiceLabelKey, fieldLabelKey } from '../../kit/labels';
import { columnField, type EditableColumn, isNumberColumn, type PlayerDraft } from './playerDraft';

const widthOf = (column: EditableColumn) => (isNumberColumn(column) ? 72 : columnField(column).choices ? 112 : 136);

export interface PlayerDraftProps {
  draft: PlayerDraft;
  onChange: (draft: PlayerDraft) => void;
  /** who the inputs are about, for their accessible names ("Price of M. Salah") */
  rowName: string;
  disabled?: boolean;
}

const DraftInput = ({ column, draft, onChange, rowName, disabled }: PlayerDraftProps & { column: EditableColumn }) => {
  const translate = useTranslate();
  const label = translate('app.season_players.row_label', {
    field: translate(fieldLabelKey('players', column)),
    name: rowName,
  });
  const field = columnField(column);
  const value = draft[column];
  const set = (next: unknown) => onChange({ ...draft, [column]: next });
  if (typeof value === 'boolean') {
    return (
      <Checkbox
        checked={value}
        disabled={disabled}
        onChange={(event) => set(event.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    );
  }
  if (field.choices) {
    return (
      <CellSelect
        width={widthOf(column)}
        name={column}
        value={String(value)}
        disabled={disabled}
        onChange={(event) => set(event.target.value)}
        aria-label={label}
      >
        {field.choices.map((choice) => (
          <option key={choice} value={choice}>
            {translate(choiceLabelKey('players', column, choice), { _: String(choice) })}
          </option>
        ))}
      </CellSelect>
    );
  }
  return (
    <CellInput
      width={widthOf(column)}
      name={column}
      inputMode={field.kind === 'integer' ? 'numeric' : isNumberColumn(column) ? 'decimal' : undefined}
      value={String(value)}
      disabled={disabled}
      onChange={(event) => set(event.target.value)}
      aria-label={label}
    />
  );
};

export const PlayerDraftCells = ({ columns, ...props }: PlayerDraftProps & { columns: readonly EditableColumn[] }) => (
  <>
    {columns.map((column) => (
      <TableCell key={column} sx={{ px: 0.5 }}>
        <DraftInput column={column} {...props} />
      </TableCell>
    ))}
  </>
);

export interface FoldedDraftProps extends PlayerDraftProps {
  columns: readonly EditableColumn[];
  expanded: boolean;
  colSpan: number;
}

/** The expand panel of a row being typed: the inputs of the columns folded away. */
export const FoldedDraftRow = ({ columns, expanded, colSpan, ...props }: FoldedDraftProps) => {
  const translate = useTranslate();
  return (
    <FoldedRow
      expanded={expanded}
      colSpan={colSpan}
      values={columns.map((column) => ({
        column,
        label: translate(fieldLabelKey('players', column)),
        value: <DraftInput column={column} {...props} />,
      }))}
    />
  );
};
