/**
 * Starts the real server the way `npm start` does (the server's bundle and the SPA's build made if stale,
 * migrate, first admin, demo seed) on a free port with a fresh DATA_DIR, and stops it afterwards. So the
 * browser tests drive what an operator runs: scripts/start.mjs and its bundle, not the TypeScript sources.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServerInto, START_SCRIPT } from '../../../scripts/serverBundle';
import { ensureSpaBuild } from '../../../server/spaBuild';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-password-0123' };

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const root = path.resolve(import.meta.dirname, '../../..');

/** The browser tests' own server bundle, apart from a developer's build/server. */
const BUNDLE_DIR = path.join(root, 'build', 'e2e-server');

/**
 * Bundles the server and builds the SPA when stale, under a lock directory, so browser test files started
 * at the same time never write build/ or dist/ together. The server's own start-up checks then find both
 * fresh.
 */
async function buildOnce() {
  const lock = path.join(root, '.spa-build.lock');
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 300_000) throw new Error(`gave up waiting for ${lock}; remove it if no build is running`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    bundleServerInto(BUNDLE_DIR);
    ensureSpaBuild(root, path.join(root, 'dist'), (line) => console.log(line));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  await buildOnce();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    SERVER_BUNDLE_DIR: BUNDLE_DIR,
    ...extraEnv,
  };
  // The browser tests run on the embedded database, as a newcomer's `npm start` does.
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [START_SCRIPT], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 170_000);
    const poll = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
