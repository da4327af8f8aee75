import { useParams } from 'react-admin';
import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): season player editor (spec screen 4), route /season-edit-player/:id.
 * The issue that builds this screen replaces this file's body.
 */
export const SeasonPlayerEditorPage = () => {
  const { id } = useParams<{ id: string }>();
  return <ScreenPlaceholder title="app.screen.season_player_editor" titleArgs={{ id }} />;
};
