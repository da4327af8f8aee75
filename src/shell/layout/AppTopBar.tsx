import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { BalanceChip } from './BalanceChip';

/**
 * react-admin cuts a long title with an ellipsis; here it wraps instead, smaller on a phone, so two short lines
 * still fit the bar's height and no word of it is lost.
 */
const TITLE_WRAPS = {
  whiteSpace: 'normal',
  overflow: 'visible',
  overflowWrap: 'anywhere',
  minWidth: 0,
  lineHeight: 1.2,
  fontSize: { xs: '1rem', sm: '1.25rem' },
} as const;

export const AppTopBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <BalanceChip />
          <LocalesMenuButton />
          {/* react-admin passes extra props to its spinner, which has no name of its own (axe: aria-progressbar-name) */}
          <LoadingIndicator aria-label={translate('app.loading')} />
        </Box>
      }
    >
      <TitlePortal sx={TITLE_WRAPS} />
    </AppBar>
  );
};
