import { Alert, Button } from '@mui/material';
import type { Translate } from '../../i18n/failureText';

/** True in `npm run demo` (vite --mode demo): the server's handlers run in the page, with no server process. */
export const isDemoMode = (): boolean => import.meta.env.MODE === 'demo';

/** The banner's "reset demo data" asks the demo (demo/browser.ts) through this event: the SPA imports none of it. */
export const DEMO_RESET_EVENT = 'matchday:demo-reset';

/**
 * Tells the operator that nothing they see or change here is real, and offers to start again from the sample
 * data (the demo keeps its data in the browser). Renders nothing outside demo mode. Worded by the caller's
 * translate: the login page shows it before react-admin is loaded (DemoBanner.tsx is the app's).
 */
export const DemoBannerView = ({ demo = isDemoMode(), translate }: { demo?: boolean; translate: Translate }) => {
  if (!demo) return null;
  return (
    // role status: a standing notice, not an alert to interrupt a screen reader with
    <Alert
      role="status"
      severity="warning"
      variant="outlined"
      sx={{ mb: 2, fontWeight: 600 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.dispatchEvent(new Event(DEMO_RESET_EVENT))}>
          {translate('app.demo_reset')}
        </Button>
      }
    >
      {translate('app.demo_banner')}
    </Alert>
  );
};
