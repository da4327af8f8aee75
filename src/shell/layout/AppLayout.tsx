import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { DemoBanner } from './DemoBanner';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * The default layout of every signed-in screen (spec section 2): fixed side navigation with the logo, the app
 * bar, and a content area under a loading overlay. The demo banner heads the content in `npm run demo`.
 *
 * The page never scrolls sideways (at 1024 px react-admin's layout grew to its widest table, up to 1,610 px,
 * and the menu and titles scrolled away with it): the content keeps the window's width and a wide table
 * scrolls within its own box.
 */
const FIT_THE_WINDOW = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  return (
    <Layout appBar={AppTopBar} menu={AppMenu} sx={FIT_THE_WINDOW}>
      <Box sx={{ position: 'relative', minHeight: '100%', pt: 1 }}>
        <DemoBanner />
        {children}
        <LoadingOverlay />
      </Box>
    </Layout>
  );
};
