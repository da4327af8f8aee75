import { useParams } from 'react-admin';
import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): game week detail (spec screen 7), route /edit-game-week/:id.
 * The issue that builds this screen replaces this file's body.
 */
export const GameWeekDetailPage = () => {
  const { id } = useParams<{ id: string }>();
  return <ScreenPlaceholder title="app.screen.game_week_detail" titleArgs={{ id }} />;
};
