/** Every screen of the SPA (the demo data's ids), the login first and an unknown path last. */
export const SCREENS = [
  '/login',
  '/',
  '/season',
  '/season-edit-player/578',
  '/game-week',
  '/create-game-week',
  '/edit-game-week/1',
  '/teamvs',
  '/team',
  '/payment',
  '/setting',
  '/userdetail',
  '/audit-log',
  '/no-such-screen',
];
