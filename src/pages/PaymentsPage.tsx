import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): payments (spec screen 10), route /payment.
 * The issue that builds this screen replaces this file's body.
 */
export const PaymentsPage = () => <ScreenPlaceholder title="app.screen.payments" />;
