/**
 * The SPA's own URLs of the screens that are not a declared resource (spec section 2), in one place for the router,
 * the menu and the screens' links; a declared resource is at /{its name} (src/resources/).
 * These are browser paths, not API paths: the API is only reached through apiCall(routeId) or the dataProvider.
 */
export const screenPaths = {
  login: '/login',
  home: '/',
  homeAlias: '/home',
  seasonEditPlayer: '/season-edit-player/:id',
  gameWeek: '/game-week',
  createGameWeek: '/create-game-week',
  editGameWeek: '/edit-game-week/:id',
  teamVs: '/teamvs',
  setting: '/setting',
} as const;

export const seasonEditPlayerPath = (seasonId: number | string) => `/season-edit-player/${seasonId}`;
export const editGameWeekPath = (gameWeekId: number | string) => `/edit-game-week/${gameWeekId}`;
