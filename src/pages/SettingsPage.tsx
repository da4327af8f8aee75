import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): settings (spec screen 11), route /setting.
 * The issue that builds this screen replaces this file's body.
 */
export const SettingsPage = () => <ScreenPlaceholder title="app.screen.settings" />;
