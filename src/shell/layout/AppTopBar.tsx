import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { BalanceChip } from './BalanceChip';

export const AppTopBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <BalanceChip />
          <LocalesMenuButton />
          {/* react-admin passes extra props to its spinner, which has no name of its own (axe: aria-progressbar-name) */}
          <LoadingIndicator aria-label={translate('app.loading')} />
        </Box>
      }
    >
      <TitlePortal />
    </AppBar>
  );
};
