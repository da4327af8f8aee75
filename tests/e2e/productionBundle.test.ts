/**
 * The production build carries none of the demo: the demo runs the server's handlers in the browser on sql.js
 * (a .wasm), MSW and the fixtures, all reached only from demo mode. The detector is shown to find the demo in
 * the demo's own build, so an empty answer for production means something. Nor does the login page's code carry
 * the contract's schemas, which every request's code is near to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureProductionBundle } from '../../bench/bundle/measure';
import { buildStaticDemo } from './support/demoSites';
import { ensureProductionSpa } from './support/spaBuild';

describe('the production build', () => {
  it('contains no demo code, no .wasm and no service worker; the demo build contains all three', async () => {
    // the build `npm start` serves, which the browser files share
    const outDir = await ensureProductionSpa();
    const production = measureProductionBundle(outDir);
    expect(production.demoLeaks).toEqual([]);
    // the entry and the shell's chunks it preloads; no screen's code (each comes when its screen opens)
    expect(production.initialJs.files.some((file) => /^assets\/index-[^/]+\.js$/.test(file))).toBe(true);
    expect(production.initialJs.files.filter((file) => /\/(app|shared|PaymentActions)-/.test(file))).toEqual([]);
    // node-polyglot's polyfill of Object.entries stays out (vite.config.ts's alias): get-intrinsic names this
    const scripts = production.assets.filter((file) => file.endsWith('.js'));
    const read = (file: string) => readFileSync(path.join(outDir, 'assets', file), 'utf8');
    expect(scripts.filter((file) => read(file).includes('%AsyncFromSyncIteratorPrototype%'))).toEqual([]);

    const demo = measureProductionBundle(await buildStaticDemo());
    expect(demo.demoLeaks.some((file) => file.endsWith('.wasm'))).toBe(true);
    expect(demo.demoLeaks).toContain('mockServiceWorker.js');
    expect(demo.demoLeaks.some((file) => file.endsWith('.js') && file.startsWith('assets/'))).toBe(true);
  }, 180_000);

  it("keeps the contract's schemas out of the login page's code: they come with the signed-in app", async () => {
    const outDir = await ensureProductionSpa();
    const { initialJs } = measureProductionBundle(outDir);
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    // every TypeBox schema carries a symbol of this name
    expect(initialJs.files.filter((file) => read(file).includes('TypeBox.Kind'))).toEqual([]);
    const app = readdirSync(path.join(outDir, 'assets')).filter((file) => /^app-[^/]+\.js$/.test(file));
    expect(app.map((file) => read(path.join('assets', file)).includes('TypeBox.Kind'))).toEqual([true]);
  });
});
