import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): season list (spec screen 3), route /season.
 * The issue that builds this screen replaces this file's body.
 */
export const SeasonListPage = () => <ScreenPlaceholder title="app.screen.season_list" />;
