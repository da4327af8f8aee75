import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** True in `npm run demo` (vite --mode demo): the SPA runs on MSW fixtures, with no server behind it. */
export const isDemoMode = (): boolean => import.meta.env.MODE === 'demo';

/** Tells the operator that nothing they see or change here is real. Renders nothing outside demo mode. */
export const DemoBanner = ({ demo = isDemoMode() }: { demo?: boolean }) => {
  const translate = useTranslate();
  if (!demo) return null;
  return (
    // role status: a standing notice, not an alert to interrupt a screen reader with
    <Alert role="status" severity="warning" variant="outlined" sx={{ mb: 2, fontWeight: 600 }}>
      {translate('app.demo_banner')}
    </Alert>
  );
};
