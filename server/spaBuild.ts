/** `npm start` builds a missing or stale SPA with the README's own command, so a fresh checkout serves a working admin. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILD_COMMAND = 'npm run build';

export const SPA_BUILD_STARTED = `Building the admin SPA (${BUILD_COMMAND})...`;
/** The cold-start benchmark reads this line. */
export const spaBuiltLine = (ms: number) => `Built the admin SPA in ${(ms / 1000).toFixed(1)} s.`;

/** what the SPA's build is made from */
export const SPA_SOURCES = [
  'src',
  'contract',
  'fixtures',
  'index.html',
  'vite.config.ts',
  'scripts/chunkByStage.ts',
  'scripts/chunkGraph.ts',
  'scripts/contactQr.ts',
  'scripts/demoEntry.ts',
  'scripts/precompressAssets.ts',
  'scripts/preloadFonts.ts',
  'scripts/signedInApp.ts',
  'scripts/staticShell.ts',
  'scripts/writingBuild.ts',
  'package-lock.json',
];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

export function isSpaBuildStale(projectRoot: string, spaDir: string): boolean {
  const built = path.join(spaDir, 'index.html');
  if (!existsSync(built)) return true;
  const sourcesChanged = Math.max(...SPA_SOURCES.map((entry) => newestModification(path.join(projectRoot, entry))));
  return sourcesChanged > statSync(built).mtimeMs;
}

export function ensureSpaBuild(projectRoot: string, spaDir: string, log: (line: string) => void) {
  if (!existsSync(path.join(projectRoot, 'index.html'))) return; // running without the SPA's sources
  if (!isSpaBuildStale(projectRoot, spaDir)) return;
  log(SPA_BUILD_STARTED);
  const started = performance.now();
  const result = spawnSync('sh', ['-c', BUILD_COMMAND], {
    cwd: projectRoot,
    stdio: 'inherit',
    // the production build whoever starts it: under vitest NODE_ENV is 'test', and vite then builds React's
    // development code (jsx-dev-runtime, twice the size), which the browser tests would measure and run
    env: { ...process.env, NODE_ENV: 'production', SPA_DIR: spaDir },
  });
  if (result.status !== 0) throw new Error(`${BUILD_COMMAND} failed; see the output above`);
  log(spaBuiltLine(performance.now() - started));
}
