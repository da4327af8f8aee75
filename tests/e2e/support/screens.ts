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
  // record pages and the generated views other screens embed
  '/payment/1/show',
  '/userdetail/1/show',
  '/reward/1',
  '/condition/1',
  '/ticket',
  '/no-such-screen',
];
