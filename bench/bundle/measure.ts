import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ProductionBundle {
  initialJs: { files: string[]; bytes: number; gzipBytes: number };
  assets: string[];
  /** every script but exceljs (fetched only by an export): what a tour of every screen transfers at most */
  everyScreenJsGzipBytes: number;
  /** files that belong to the demo only: a .wasm, MSW's worker, code of sql.js or of the demo's wiring */
  demoLeaks: string[];
}

/** What only demo code contains: sql.js's loader, MSW's worker start, the demo's persistence. */
const DEMO_MARKERS = ['initSqlJs', 'mockServiceWorker', 'matchday-demo'];

/** Only an export fetches exceljs, so no tour of the screens does. */
const EXCELJS_CHUNK = /^exceljs/;

export function buildProduction(root: string, outDir: string): void {
  viteBuild(root, ['--outDir', outDir, '--emptyOutDir']);
}

export function buildUnsplit(root: string, outDir: string): void {
  viteBuild(root, [
    '--config',
    path.join(root, 'bench', 'bundle', 'unsplit.config.ts'),
    '--outDir',
    outDir,
    '--emptyOutDir',
  ]);
}

function viteBuild(root: string, args: string[]): void {
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const build = spawnSync(vite, ['build', ...args], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
}

/** Each gzipped on its own, as a browser fetches it. */
function screenScripts(outDir: string): { file: string; gzipBytes: number }[] {
  return readdirSync(path.join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js') && !EXCELJS_CHUNK.test(file))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(outDir, 'assets', file))).length }));
}

/** The unsplit build's one script, gzipped; more than one script would make the figure a sum of chunks again. */
export function measureUnsplitBundle(outDir: string): { file: string; gzipBytes: number } {
  const scripts = screenScripts(outDir);
  if (scripts.length !== 1) {
    throw new Error(`the unsplit build has ${scripts.length} scripts: ${scripts.map((s) => s.file).join(', ')}`);
  }
  return scripts[0];
}

export function measureProductionBundle(outDir: string): ProductionBundle {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const initial = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const contents = initial.map((file) => readFileSync(path.join(outDir, file)));
  const assets = readdirSync(path.join(outDir, 'assets'));
  const all = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  const demoLeaks = all.filter((file) => {
    if (file.endsWith('.wasm') || file.endsWith('mockServiceWorker.js')) return true;
    if (!file.endsWith('.js')) return false;
    const text = readFileSync(path.join(outDir, file), 'utf8');
    return DEMO_MARKERS.some((marker) => text.includes(marker));
  });
  return {
    everyScreenJsGzipBytes: screenScripts(outDir).reduce((sum, script) => sum + script.gzipBytes, 0),
    initialJs: {
      files: initial,
      bytes: contents.reduce((sum, content) => sum + content.length, 0),
      gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content).length, 0),
    },
    assets,
    demoLeaks,
  };
}
