import { Alert, Button } from '@mui/material';
import type { Translate } from '../../i18n/failureText';

export const isDemoMode = (): boolean => import.meta.env.MODE === 'demo';

/** An event, so the SPA imports nothing of the demo (demo/browser.ts listens). */
export const DEMO_RESET_EVENT = 'matchday:demo-reset';

/** Worded by the caller's translate, as the login page shows it before react-admin is loaded. */
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
