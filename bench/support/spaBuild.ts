/**
 * The production SPA the benchmark's servers serve: `vite build` into a directory of the benchmark's own, never
 * dist/ (a developer's `npm start` serves that one).
 */
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { buildProduction } from '../bundle/measure';
import { ROOT } from '../scale/processes';

export const SPA_DIR = '/tmp/bench-dist';

export function buildSpa(outDir = SPA_DIR): void {
  buildProduction(ROOT, outDir);
  // The server rebuilds when a source is newer than the build; others edit src/ while this runs, and a
  // rebuild inside a measured start would be measured. Dating the build a day ahead keeps it "fresh".
  const ahead = new Date(Date.now() + 86_400_000);
  utimesSync(join(outDir, 'index.html'), ahead, ahead);
}
