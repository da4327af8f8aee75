import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): create game week (spec screen 6), route /create-game-week.
 * The issue that builds this screen replaces this file's body.
 */
export const CreateGameWeekPage = () => <ScreenPlaceholder title="app.screen.create_game_week" />;
