import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): game week management (spec screen 5), route /game-week.
 * The issue that builds this screen replaces this file's body.
 */
export const GameWeekPage = () => <ScreenPlaceholder title="app.screen.game_week" />;
