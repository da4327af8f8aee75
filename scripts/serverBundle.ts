/** Each program that starts the server has a bundle folder of its own, so none rewrites another's while it runs. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const START_SCRIPT = path.join(root, 'scripts', 'start.mjs');

export function bundleServerInto(dir: string): void {
  const result = spawnSync(process.execPath, [START_SCRIPT, '--bundle-only'], {
    cwd: root,
    env: { ...process.env, SERVER_BUNDLE_DIR: dir },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('bundling the server failed');
}
