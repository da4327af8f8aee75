/**
 * The production SPA every browser test file's server serves, built once before the files run (the e2e
 * project's global setup), so no file waits for a build of its own. `npm run build` into dist/, as `npm start`
 * makes it, and only when a source is newer than the build; under a lock, so two test runs started together
 * never write dist/ at once.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureSpaBuild } from '../../../server/spaBuild';
import { ROOT } from '../../support/readmeCommands';

const LOCK = path.join(ROOT, '.spa-build.lock');
const LOCK_WAIT_MS = 300_000;

export const PRODUCTION_SPA_DIR = path.join(ROOT, 'dist');

export async function ensureProductionSpa(): Promise<string> {
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (waited > LOCK_WAIT_MS) throw new Error(`gave up waiting for ${LOCK}; remove it if no build is running`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    ensureSpaBuild(ROOT, PRODUCTION_SPA_DIR, (line) => console.log(line));
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
  return PRODUCTION_SPA_DIR;
}

/** vitest's globalSetup for the e2e project. */
export default async function setup() {
  await ensureProductionSpa();
}
