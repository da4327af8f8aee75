import { Checkbox, TableCell, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { POSITIONS } from '../../../contract';
import { EDITABLE_COLUMNS, type EditableColumn, NUMBER_FIELDS, type PlayerDraft } from './playerDraft';

const NUMERIC: readonly string[] = NUMBER_FIELDS;
/** Wider inputs for names, narrow ones for numbers. */
const widthOf = (column: EditableColumn) => (NUMERIC.includes(column) ? 90 : column === 'Position' ? 80 : 150);

export interface PlayerDraftCellsProps {
  draft: PlayerDraft;
  onChange: (draft: PlayerDraft) => void;
  /** who the inputs are about, for their accessible names ("Price of M. Salah") */
  rowName: string;
  disabled?: boolean;
}

/** One table cell per editable column, each with its input: text, number, position select or checkbox. */
export const PlayerDraftCells = ({ draft, onChange, rowName, disabled }: PlayerDraftCellsProps) => {
  const translate = useTranslate();
  const labelOf = (column: EditableColumn) =>
    translate('app.season_players.row_label', {
      field: translate(`resources.players.fields.${column}`),
      name: rowName,
    });

  const cell = (column: EditableColumn) => {
    if (column === 'IsInjured' || column === 'IsBan') {
      return (
        <Checkbox
          checked={draft[column]}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, [column]: event.target.checked })}
          slotProps={{ input: { 'aria-label': labelOf(column) } }}
        />
      );
    }
    if (column === 'Position') {
      return (
        <TextField
          select
          size="small"
          value={draft.Position}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, Position: event.target.value as PlayerDraft['Position'] })}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': labelOf(column), name: column } }}
          sx={{ width: widthOf(column) }}
        >
          {POSITIONS.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </TextField>
      );
    }
    return (
      <TextField
        size="small"
        value={draft[column]}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, [column]: event.target.value })}
        slotProps={{
          htmlInput: {
            'aria-label': labelOf(column),
            name: column,
            ...(NUMERIC.includes(column) ? { inputMode: column === 'Price' ? 'decimal' : 'numeric' } : {}),
          },
        }}
        sx={{ width: widthOf(column) }}
      />
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
