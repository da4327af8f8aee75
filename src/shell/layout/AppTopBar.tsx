import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { BalanceChip } from './BalanceChip';

/**
 * The app bar: page title, balance chip, language switch (ไทย / English; react-admin remembers the choice in
 * its store), the refresh/loading indicator, and the user menu showing the signed-in admin's name with Logout.
 */
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
