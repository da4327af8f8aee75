/**
 * The SPA's own URLs (spec section 2), in one place for the router, the menu and the screens' links.
 * These are browser paths, not API paths: the API is only reached through apiCall(routeId) or the dataProvider.
 */
export const screenPaths = {
  login: '/login',
  home: '/',
  homeAlias: '/home',
  season: '/season',
  seasonEditPlayer: '/season-edit-player/:id',
  gameWeek: '/game-week',
  createGameWeek: '/create-game-week',
  editGameWeek: '/edit-game-week/:id',
  teamVs: '/teamvs',
  team: '/team',
  payment: '/payment',
  setting: '/setting',
  userDetail: '/userdetail',
} as const;

export const seasonEditPlayerPath = (seasonId: number | string) => `/season-edit-player/${seasonId}`;
export const editGameWeekPath = (gameWeekId: number | string) => `/edit-game-week/${gameWeekId}`;
