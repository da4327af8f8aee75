/**
 * `npm start` rebuilds the SPA when one of its sources is newer than the build. A build script the list missed
 * would leave a changed build unbuilt, so every local module vite.config.ts reaches must be on the list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPA_SOURCES } from '../../server/spaBuild';

const ROOT = path.resolve(__dirname, '../..');
const LOCAL_IMPORT = /^import[^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm;

function localModulesReached(file: string, found = new Set<string>()): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  for (const [, specifier] of text.matchAll(LOCAL_IMPORT)) {
    const target = path.join(path.dirname(file), `${specifier}${path.extname(specifier) ? '' : '.ts'}`);
    if (target.startsWith('server') || found.has(target)) continue;
    found.add(target);
    localModulesReached(target, found);
  }
  return found;
}

describe('the SPA build sources npm start watches', () => {
  it('lists every script the Vite config reaches', () => {
    const reached = [...localModulesReached('vite.config.ts')];
    expect(reached.length).toBeGreaterThan(3);
    // a listed folder is watched whole
    const watched = (file: string) => SPA_SOURCES.some((entry) => file === entry || file.startsWith(`${entry}/`));
    expect(reached.filter((file) => !watched(file))).toEqual([]);
  });
});
