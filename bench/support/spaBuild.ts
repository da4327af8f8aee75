/** Never dist/, which a developer's `npm start` serves. */
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { buildProduction } from '../bundle/measure';
import { ROOT } from '../scale/processes';

export const SPA_DIR = '/tmp/bench-dist';

export function buildSpa(outDir = SPA_DIR): void {
  buildProduction(ROOT, outDir);
  // dated a day ahead, so edits to src/ during the run never trigger a rebuild inside a timed start
  const ahead = new Date(Date.now() + 86_400_000);
  utimesSync(join(outDir, 'index.html'), ahead, ahead);
}
