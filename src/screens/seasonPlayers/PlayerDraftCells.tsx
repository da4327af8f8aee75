import { Checkbox, TableCell, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { choiceLabelKey, fieldLabelKey } from '../../kit/labels';
import { columnField, EDITABLE_COLUMNS, type EditableColumn, isNumberColumn, type PlayerDraft } from './playerDraft';

const widthOf = (column: EditableColumn) => (isNumberColumn(column) ? 90 : columnField(column).choices ? 130 : 150);

export interface PlayerDraftCellsProps {
  draft: PlayerDraft;
  onChange: (draft: PlayerDraft) => void;
  /** who the inputs are about, for their accessible names ("Price of M. Salah") */
  rowName: string;
  disabled?: boolean;
}

export const PlayerDraftCells = ({ draft, onChange, rowName, disabled }: PlayerDraftCellsProps) => {
  const translate = useTranslate();
  const labelOf = (column: EditableColumn) =>
    translate('app.season_players.row_label', { field: translate(fieldLabelKey('players', column)), name: rowName });
  const set = (column: EditableColumn, value: unknown) => onChange({ ...draft, [column]: value });

  const cell = (column: EditableColumn) => {
    const field = columnField(column);
    const value = draft[column];
    if (typeof value === 'boolean') {
      return (
        <Checkbox
          checked={value}
          disabled={disabled}
          onChange={(event) => set(column, event.target.checked)}
          slotProps={{ input: { 'aria-label': labelOf(column) } }}
        />
      );
    }
    const inputMode = field.kind === 'integer' ? 'numeric' : isNumberColumn(column) ? 'decimal' : undefined;
    return (
      <TextField
        select={!!field.choices}
        size="small"
        value={value}
        disabled={disabled}
        onChange={(event) => set(column, event.target.value)}
        slotProps={{
          select: { native: true },
          htmlInput: { 'aria-label': labelOf(column), name: column, ...(inputMode ? { inputMode } : {}) },
        }}
        sx={{ width: widthOf(column) }}
      >
        {field.choices?.map((choice) => (
          <option key={choice} value={choice}>
            {translate(choiceLabelKey('players', column, choice), { _: String(choice) })}
          </option>
        ))}
      </TextField>
    );
  };

  return (
    <>
      {EDITABLE_COLUMNS.map((column) => (
        <TableCell key={column} sx={{ px: 0.5 }}>
          {cell(column)}
        </TableCell>
      ))}
    </>
  );
};
