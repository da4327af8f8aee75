import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, IconButton, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type FoldedValue, FoldedValues } from './FoldedValues';

/** The button that opens a row's expand panel in a grid of our own, as react-admin's DataTable has one. */
export const ExpandToggle = ({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) => {
  const translate = useTranslate();
  return (
    <IconButton
      size="small"
      aria-expanded={expanded}
      aria-label={translate(expanded ? 'ra.action.close' : 'ra.action.expand')}
      onClick={onToggle}
      sx={{ transform: expanded ? 'rotate(180deg)' : 'none', ml: -1, verticalAlign: 'middle' }}
    >
      <ExpandMoreIcon fontSize="small" />
    </IconButton>
  );
};

/** A grid row's expand panel: the row's folded columns, under the row, across the whole table. */
export const FoldedRow = ({
  expanded,
  colSpan,
  values,
}: {
  expanded: boolean;
  colSpan: number;
  values: FoldedValue[];
}) =>
  values.length === 0 ? null : (
    <TableRow data-expand-panel>
      <TableCell colSpan={colSpan} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 'none' }) }}>
        <Collapse in={expanded} unmountOnExit>
          <FoldedValues values={values} />
        </Collapse>
      </TableCell>
    </TableRow>
  );
