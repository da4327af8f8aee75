/**
 * `npm start` as a newcomer runs it (scripts/start.mjs): the first start bundles the server and builds the SPA
 * with `npm run build`, later ones reuse both until one of their sources changes; an empty DATA_DIR gets
 * migrations, the first admin with a generated password printed once, and demo data; a second start reuses all
 * of it; SIGTERM shuts down cleanly. Also the accounts command. Runs the real entry points as child processes on
 * the embedded database.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_COMMAND } from '../../server/spaBuild';
import { ROOT as root, shownInReadme } from '../support/readmeCommands';
import { freePort, type RunningServer, type ServerOptions, startServer } from '../support/startServer';

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const BUNDLING = 'Bundling the server';
/** the first start bundles the server and builds the SPA */
const FIRST_START_MS = 230_000;

describe('npm start on an empty embedded database', () => {
  let dataDir: string;
  let spaDir: string;
  let bundleDir: string;
  let bundle: string;
  let baseUrl: string;
  /** every start on the same port, data, SPA folder and bundle folder; no admin password, no SEED_DEMO */
  let options: ServerOptions;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-start-'));
    spaDir = await mkdtemp(path.join(tmpdir(), 'matchday-start-spa-'));
    // Inside the project, so the bundle finds node_modules; apart from build/server, so a developer's is untouched.
    mkdirSync(path.join(root, 'build'), { recursive: true });
    bundleDir = await mkdtemp(path.join(root, 'build', 'test-start-'));
    bundle = path.join(bundleDir, 'main.mjs');
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    options = {
      port,
      dataDir,
      // SERVER_BUNDLE_DIR given as is: the start bundles, as a newcomer's does
      env: {
        SPA_DIR: spaDir,
        SERVER_BUNDLE_DIR: bundleDir,
        LOG_LEVEL: 'silent',
        ADMIN_PASSWORD: undefined,
        SEED_DEMO: undefined,
      },
      timeoutMs: FIRST_START_MS,
    };
  });
  const running: RunningServer[] = [];
  const startMain = async (more: Partial<ServerOptions> = {}) => {
    const server = await startServer({ ...options, ...more });
    running.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of running) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(spaDir, { recursive: true, force: true });
    await rm(bundleDir, { recursive: true, force: true });
  });

  const signIn = (password: string) =>
    fetch(`${baseUrl}/api/admin/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, app_key: 'matchday' }),
    });

  it('bundles the server, builds the SPA, creates the admin with a password printed once, seeds, serves, and stops on SIGTERM', async () => {
    const first = await startMain();
    expect(first.output()).toContain(`${BUNDLING} (esbuild, no bundle yet)`);
    // the SPA built by the README's own command, into SPA_DIR
    expect(first.output()).toContain(`Building the admin SPA (${shownInReadme(BUILD_COMMAND)})`);
    expect(readFileSync(path.join(spaDir, 'index.html'), 'utf8')).toMatch(
      /<script type="module"[^>]* src="\/assets\/index-/,
    );
    const bundledAt = statSync(bundle).mtimeMs;
    const password = /Generated password \(shown only this once\): (\S+)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    expect(first.output()).toContain(`running at ${baseUrl}/`);

    const page = await fetch(`${baseUrl}/season`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const login = await signIn(password!);
    expect(login.status).toBe(200);
    const { tokenString } = (await login.json()) as { tokenString: string };
    const check = await fetch(`${baseUrl}/api/admin/v1/check-token`, {
      headers: { authorization: `Bearer ${tokenString}` },
    });
    expect(check.status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await startMain();
    expect(second.output()).not.toContain('Generated password');
    expect(second.output()).not.toContain('Seeding demo data');
    expect(second.output()).not.toContain('Building the admin SPA');
    expect(second.output()).not.toContain(BUNDLING);
    expect(statSync(bundle).mtimeMs).toBe(bundledAt);
    expect((await signIn(password!)).status).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 240_000);

  it('bundles the server again when one of its sources changed since the bundle was made', async () => {
    const before = await startMain();
    expect(await before.stop()).toBe(0);
    const bundledAt = statSync(bundle).mtimeMs;

    // Saved again, content unchanged: the date is what the start script compares.
    const source = path.join(root, 'server', 'main.ts');
    const savedAt = new Date();
    utimesSync(source, savedAt, savedAt);
    const after = await startMain();
    expect(after.output()).toContain(`${BUNDLING} (esbuild, server/main.ts changed)`);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(bundledAt);
    expect((await fetch(`${baseUrl}/api/admin/v1/check-token`)).status).toBe(401);
    expect(await after.stop()).toBe(0);
  }, 120_000);

  it('stops cleanly when the npm that started it is sent SIGTERM (npm does not pass it on)', async () => {
    const npm = await startMain({ command: ['npm', 'start'], timeoutMs: 60_000 });
    try {
      // to npm alone, not to its process group
      npm.child.kill('SIGTERM');
      await expect
        .poll(
          () =>
            fetch(`${baseUrl}/season`).then(
              () => 'answering',
              () => 'stopped',
            ),
          { timeout: 15_000, interval: 200 },
        )
        .toBe('stopped');
      expect(npm.output()).toContain('SIGTERM received: shutting down');
    } finally {
      await npm.kill();
    }
  }, 120_000);

  it('creates an admin and resets a password from the accounts command', async () => {
    const run = (args: string[], password: string) =>
      spawnSync(tsx, ['server/cli/admin.ts', ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir, ADMIN_NEW_PASSWORD: password },
        encoding: 'utf8',
      });
    const created = run(['create', 'operator2'], 'first-password-123');
    expect(created.status, created.stderr).toBe(0);
    expect(run(['create', 'operator2'], 'again-password-123').status).toBe(1);
    expect(run(['create', 'operator3'], 'short').stderr).toContain('at least 8 characters');
    expect(run(['reset-password', 'operator2'], 'second-password-456').status).toBe(0);
    expect(run(['reset-password', 'nobody'], 'second-password-456').stderr).toContain("No admin named 'nobody'");

    const server = await startMain();
    const login = (password: string) =>
      fetch(`${baseUrl}/api/admin/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'operator2', password, app_key: 'matchday' }),
      });
    expect((await login('first-password-123')).status).toBe(401);
    expect((await login('second-password-456')).status).toBe(200);
    expect(await server.stop()).toBe(0);
  }, 120_000);
});
