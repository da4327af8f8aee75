/**
 * The static demo: `npm run build:demo`'s folder, served below a sub-path by the plainest file server (no
 * rewrites, no server of ours), walked through like `npm run demo`.
 */
import { describeDemoWalk } from './support/demoJourney';
import { buildStaticDemo, serveStatically } from './support/demoSites';

describeDemoWalk('the static demo build on a plain file server in Chromium', async () =>
  serveStatically(await buildStaticDemo(), 'matchday-demo'),
);
