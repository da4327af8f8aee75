import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { DemoBanner } from './DemoBanner';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * The default layout of every signed-in screen (spec section 2): fixed side navigation with the logo, the app
 * bar, and a content area under a loading overlay. The demo banner heads the content in `npm run demo`.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  return (
    <Layout appBar={AppTopBar} menu={AppMenu}>
      <Box sx={{ position: 'relative', minHeight: '100%', pt: 1 }}>
        <DemoBanner />
        {children}
        <LoadingOverlay />
      </Box>
    </Layout>
  );
};
