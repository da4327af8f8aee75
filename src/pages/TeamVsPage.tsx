import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): team matchups (spec screen 9), route /teamvs.
 * The issue that builds this screen replaces this file's body.
 */
export const TeamVsPage = () => <ScreenPlaceholder title="app.screen.team_vs" />;
