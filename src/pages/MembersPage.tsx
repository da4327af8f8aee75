import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * PLACEHOLDER (SPA foundation frame): members (spec screen 12), route /userdetail.
 * The issue that builds this screen replaces this file's body.
 */
export const MembersPage = () => <ScreenPlaceholder title="app.screen.members" />;
