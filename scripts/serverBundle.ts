/**
 * The server as `npm start` runs it, for the programs that start it themselves (the browser tests, the
 * crash-safety run, the benchmark), each with a bundle folder of its own inside the project so none
 * rewrites a developer's build/server or another's bundle while it runs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** scripts/start.mjs: run with SERVER_BUNDLE_DIR set to a folder made by bundleServerInto. */
export const START_SCRIPT = path.join(root, 'scripts', 'start.mjs');

/** Makes the bundle in `dir` when missing or stale (`start.mjs --bundle-only`); throws when that fails. */
export function bundleServerInto(dir: string): void {
  const result = spawnSync(process.execPath, [START_SCRIPT, '--bundle-only'], {
    cwd: root,
    env: { ...process.env, SERVER_BUNDLE_DIR: dir },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('bundling the server failed');
}
