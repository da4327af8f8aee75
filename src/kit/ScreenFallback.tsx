import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What stands where a screen is while its code arrives: a thin progress bar over the room the screen will take,
 * so the menu and the footer do not move when it renders (layout shift, issue 20).
 */
export const ScreenFallback = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '80vh' }} aria-busy="true">
      <LinearProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};
