import { useTranslate } from 'react-admin';
import { DemoBannerView } from './DemoBannerView';

export { DEMO_RESET_EVENT, isDemoMode } from './DemoBannerView';

/** The demo's banner in the app, worded by react-admin's translate (DemoBannerView.tsx says what it is). */
export const DemoBanner = ({ demo }: { demo?: boolean }) => <DemoBannerView demo={demo} translate={useTranslate()} />;
