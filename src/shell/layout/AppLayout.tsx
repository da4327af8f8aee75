import { Box } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { AccessGateProvider } from '../../kit/accessGate';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { DemoBanner } from './DemoBanner';
import { LiveUpdates } from './LiveUpdates';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * react-admin's layout grows to its widest table, scrolling the menu and titles away; the content keeps the
 * window's width instead, and a wide table scrolls within its own box.
 */
const FIT_THE_WINDOW = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

/**
 * react-admin's router sets its routes and registers the resources again once mounted, drawing the layout twice
 * more before the first screen has arrived. The bar and the menu take no props, so they sit those out.
 */
const TopBar = memo(AppTopBar);
const Menu = memo(AppMenu);

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  return (
    <Layout appBar={TopBar} menu={Menu} sx={FIT_THE_WINDOW}>
      <Box sx={{ position: 'relative', minHeight: '100%', pt: 1 }}>
        <DemoBanner />
        <LiveUpdates />
        <AccessGateProvider>{children}</AccessGateProvider>
        <LoadingOverlay />
      </Box>
    </Layout>
  );
};
