import { useTranslate } from 'react-admin';
import { DemoBannerView } from './DemoBannerView';

export { DEMO_RESET_EVENT, isDemoMode } from './DemoBannerView';

export const DemoBanner = ({ demo }: { demo?: boolean }) => <DemoBannerView demo={demo} translate={useTranslate()} />;
