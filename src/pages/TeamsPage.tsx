import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): teams management (spec screen 8), route /team.
 * The issue that builds this screen replaces this file's body.
 */
export const TeamsPage = () => <ScreenPlaceholder title="app.screen.teams" />;
