/**
 * `npm start` as a newcomer runs it (scripts/start.mjs): the first start bundles the server and builds the SPA
 * with `npm run build`, later ones reuse both until one of their sources changes; an empty DATA_DIR gets
 * migrations, the first admin with a generated password printed once, and demo data; a second start reuses all
 * of it; SIGTERM shuts down cleanly. Also the accounts command. Runs the real entry points as child processes on
 * the embedded database.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/scale/processes';
import { BUILD_COMMAND } from '../../server/spaBuild';
import { shownInReadme } from '../support/readmeCommands';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const startScript = path.join(root, 'scripts', 'start.mjs');
const BUNDLING = 'Bundling the server';

function startMain(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [startScript], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const ready = new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(poll);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  return { child, ready, output: () => output };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('npm start on an empty embedded database', () => {
  let dataDir: string;
  let spaDir: string;
  let env: NodeJS.ProcessEnv;
  let bundleDir: string;
  let bundle: string;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-start-'));
    spaDir = await mkdtemp(path.join(tmpdir(), 'matchday-start-spa-'));
    // Inside the project, so the bundle finds node_modules; apart from build/server, so a developer's is untouched.
    mkdirSync(path.join(root, 'build'), { recursive: true });
    bundleDir = await mkdtemp(path.join(root, 'build', 'test-start-'));
    bundle = path.join(bundleDir, 'main.mjs');
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SPA_DIR: spaDir,
      SERVER_BUNDLE_DIR: bundleDir,
      LOG_LEVEL: 'silent',
    };
    delete env.DATABASE_URL;
    delete env.ADMIN_PASSWORD;
    delete env.SEED_DEMO;
  });
  const running: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) await stop(child);
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
    const first = startMain(env);
    running.push(first.child);
    await first.ready;
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
    expect(await stop(first.child)).toBe(0);

    const second = startMain(env);
    running.push(second.child);
    await second.ready;
    expect(second.output()).not.toContain('Generated password');
    expect(second.output()).not.toContain('Seeding demo data');
    expect(second.output()).not.toContain('Building the admin SPA');
    expect(second.output()).not.toContain(BUNDLING);
    expect(statSync(bundle).mtimeMs).toBe(bundledAt);
    expect((await signIn(password!)).status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 240_000);

  it('bundles the server again when one of its sources changed since the bundle was made', async () => {
    const before = startMain(env);
    running.push(before.child);
    await before.ready;
    expect(await stop(before.child)).toBe(0);
    const bundledAt = statSync(bundle).mtimeMs;

    // Saved again, content unchanged: the date is what the start script compares.
    const source = path.join(root, 'server', 'main.ts');
    const savedAt = new Date();
    utimesSync(source, savedAt, savedAt);
    const after = startMain(env);
    running.push(after.child);
    await after.ready;
    expect(after.output()).toContain(`${BUNDLING} (esbuild, server/main.ts changed)`);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(bundledAt);
    expect((await fetch(`${baseUrl}/api/admin/v1/check-token`)).status).toBe(401);
    expect(await stop(after.child)).toBe(0);
  }, 120_000);

  it('stops cleanly when the npm that started it is sent SIGTERM (npm does not pass it on)', async () => {
    // its own process group, so whatever is left can be cleaned up even if the test fails
    const npm = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    npm.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    try {
      await expect.poll(() => output, { timeout: 60_000, interval: 100 }).toContain('is running at');
      npm.kill('SIGTERM');
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
      expect(output).toContain('SIGTERM received: shutting down');
    } finally {
      try {
        process.kill(-(npm.pid as number), 'SIGKILL');
      } catch {
        // the whole group has exited
      }
    }
  }, 120_000);

  it('creates an admin and resets a password from the accounts command', async () => {
    const run = (args: string[], password: string) =>
      spawnSync(tsx, ['server/cli/admin.ts', ...args], {
        cwd: root,
        env: { ...env, ADMIN_NEW_PASSWORD: password },
        encoding: 'utf8',
      });
    const created = run(['create', 'operator2'], 'first-password-123');
    expect(created.status, created.stderr).toBe(0);
    expect(run(['create', 'operator2'], 'again-password-123').status).toBe(1);
    expect(run(['create', 'operator3'], 'short').stderr).toContain('at least 8 characters');
    expect(run(['reset-password', 'operator2'], 'second-password-456').status).toBe(0);
    expect(run(['reset-password', 'nobody'], 'second-password-456').stderr).toContain("No admin named 'nobody'");

    const server = startMain(env);
    running.push(server.child);
    await server.ready;
    const login = (password: string) =>
      fetch(`${baseUrl}/api/admin/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'operator2', password, app_key: 'matchday' }),
      });
    expect((await login('first-password-123')).status).toBe(401);
    expect((await login('second-password-456')).status).toBe(200);
    expect(await stop(server.child)).toBe(0);
  }, 120_000);
});
