import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Holds the room the screen will take, so the menu and the footer do not move when it renders. */
export const ScreenFallback = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '80vh' }} aria-busy="true">
      <LinearProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};
