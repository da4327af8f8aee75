/**
 * Checking cards for the list's bulk buttons on a phone: a checkbox named by its card's top line, and react-admin's
 * toolbar for the checked cards, in its own place above them and wrapping onto more lines rather than past the
 * phone's edge.
 */
import { Box, Checkbox } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { BulkActionsToolbar, type RaRecord, useListContext, useTranslate } from 'react-admin';

const TOOLBAR_IN_PLACE = {
  '& .RaBulkActionsToolbar-toolbar.MuiToolbar-root': {
    position: 'relative',
    transform: 'none',
    height: 'auto',
    flexWrap: 'wrap',
  },
  '& .RaBulkActionsToolbar-collapsed.MuiToolbar-root': { height: 0, minHeight: 0 },
} as const;

export const CardsBulkToolbar = ({ buttons }: { buttons: ReactNode }) => (
  <Box sx={TOOLBAR_IN_PLACE}>
    <BulkActionsToolbar>{buttons}</BulkActionsToolbar>
  </Box>
);

export const CardCheckbox = ({ record, labelledBy }: { record: RaRecord; labelledBy: string }) => {
  const translate = useTranslate();
  const ownId = useId();
  const { selectedIds, onToggleItem } = useListContext();
  // named by its own words, then the card's top line: "Select this row Arsenal"
  const input = {
    id: ownId,
    'aria-label': translate('ra.action.select_row'),
    'aria-labelledby': `${ownId} ${labelledBy}`,
  };
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input }}
      sx={{ ml: -1, my: -0.5 }}
    />
  );
};
