/**
 * `npm run demo` exactly as the README gives it: Vite's dev server in demo mode on a free port, the API
 * answered in the browser by MSW. No server of ours runs.
 */
import { describeDemoWalk } from './support/demoJourney';
import { startDemoDevServer } from './support/demoSites';

describeDemoWalk('npm run demo (the dev server) in Chromium', startDemoDevServer);
