/**
 * `npm run dev` as the README writes it: Vite's dev server for the SPA in front of a server started with
 * `npm start`, the API reached through its `/api` proxy at the server's PORT. Both commands run as written,
 * each in a process group of its own; the server serves a placeholder page (SPA_DIR holds a fresh
 * index.html), so no production build runs, and bundles itself into a directory of this test's.
 * `npm run demo -- --port 5180`, the README's example of Vite options after `--`, runs as written too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '../support/errorAnswer';
import { commandAsWritten, ROOT, type Started, startAsWritten, viteAddress } from '../support/readmeCommands';
import { type RunningServer, startServer } from '../support/startServer';

describe('npm run dev in front of npm start', { timeout: 180_000 }, () => {
  let dataDir: string;
  let server: RunningServer;
  let dev: Started;
  let devUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-dev-'));
    const spaDir = path.join(dataDir, 'spa');
    mkdirSync(spaDir);
    writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>placeholder</title>');
    // as a reader runs them: no test database (startServer leaves DATABASE_URL out), no NODE_ENV of vitest's
    server = await startServer({
      command: commandAsWritten('npm start'),
      dataDir,
      env: {
        NODE_ENV: undefined,
        SPA_DIR: spaDir,
        SERVER_BUNDLE_DIR: path.join(ROOT, 'build', 'dev-proxy-server'),
        SEED_DEMO: '0',
        ADMIN_PASSWORD: 'dev-proxy-password-0',
      },
      timeoutMs: 120_000,
    });
    dev = startAsWritten('npm run dev', {
      env: { PORT: String(server.port), NODE_ENV: undefined, DATABASE_URL: undefined },
    });
    devUrl = await viteAddress(dev);
  }, 180_000);
  afterAll(async () => {
    await dev?.stop();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves the SPA's sources at /, not a build", async () => {
    const page = await fetch(devUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/src/shell/main.tsx"></script>');
    // Vite's own client, which only its dev server injects
    expect(html).toContain('/@vite/client');
  });

  it('hands /api calls to the server at PORT, which answers with its own error code', async () => {
    const login = await fetch(new URL('api/admin/v1/login', devUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'not the password', app_key: 'matchday' }),
    });
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual(errorAnswer(expect.any(String), 'auth.invalid_credentials'));
  });
});

describe('npm run demo with a Vite option after --', { timeout: 120_000 }, () => {
  let demo: Started;
  afterAll(() => demo?.stop());

  it('serves the SPA in its demo mode at the port given (Vite takes the next one if it is taken)', async () => {
    demo = startAsWritten('npm run demo -- --port 5180');
    const url = new URL(await viteAddress(demo));
    expect(Number(url.port)).toBeGreaterThanOrEqual(5180);
    // the page starts from the demo's entry, which starts the in-browser server before the SPA's own
    const page = await (await fetch(url)).text();
    expect(page).toContain('<script type="module" src="/demo/main.ts"></script>');
    // the mode Vite gives the SPA's code: the demo's (the demo routes by hash)
    const route = await (await fetch(new URL('src/shell/login/entryRoute.ts', url))).text();
    expect(route).toContain('"MODE": "demo"');
  });
});
