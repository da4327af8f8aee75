/**
 * The browser tests' server: the real one as `npm start` runs it (tests/support/startServer.ts), with demo data
 * and the first admin E2E_ADMIN, from a server bundle of the browser tests' own (apart from a developer's
 * build/server). It serves the SPA the e2e project's global setup built once (./spaBuild.ts), so the browser
 * test files drive what an operator runs and none of them pays for a build.
 */
import path from 'node:path';
import { ROOT } from '../../support/readmeCommands';
import { type RunningServer, type ServerOptions, startServer } from '../../support/startServer';

export type { RunningServer };

export const E2E_ADMIN = { username: 'admin', password: 'e2e-password-0123' };

const BUNDLE_DIR = path.join(ROOT, 'build', 'e2e-server');

/**
 * `env` goes over the defaults: LIVESCORE_URL, or SPA_DIR for a build of the caller's own, or DATABASE_URL;
 * `at` keeps a data folder and an address, for a restart.
 */
export function startE2eServer(
  env: Record<string, string> = {},
  at: Pick<ServerOptions, 'dataDir' | 'port'> = {},
): Promise<RunningServer> {
  return startServer({ admin: E2E_ADMIN, bundleDir: BUNDLE_DIR, env: { SEED_DEMO: '1', ...env }, ...at });
}
