import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { utimesSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleServerInto } from '../../scripts/serverBundle';
import { type RunningServer, startServer } from '../../tests/support/startServer';
import type { LoadFigure, LoadJob } from './loadChild';

export type { RunningServer };

export const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const BUNDLE_DIR = join(ROOT, 'build', 'bench-server');
export const BENCH_ADMIN = { username: 'admin', password: 'bench-password-0123' };

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

let bundled = false;

/** Dated a day ahead, so edits to server/ during the run never trigger a rebundle inside a timed start. */
async function bundleServerOnce() {
  if (bundled) return;
  await rm(BUNDLE_DIR, { recursive: true, force: true });
  bundleServerInto(BUNDLE_DIR);
  const ahead = new Date(Date.now() + 86_400_000);
  utimesSync(join(BUNDLE_DIR, 'main.mjs'), ahead, ahead);
  bundled = true;
}

/**
 * Starts the real server on an existing database as `npm start` does, and waits until it answers. `env` holds
 * the database's DATA_DIR and DATABASE_URL, and the SPA_DIR to serve.
 */
export async function startRealServer({ DATA_DIR, ...env }: Record<string, string>): Promise<RunningServer> {
  await bundleServerOnce();
  return startServer({
    admin: BENCH_ADMIN,
    bundleDir: BUNDLE_DIR,
    dataDir: DATA_DIR,
    env: { SEED_DEMO: '0', ...env },
    timeoutMs: 120_000,
  });
}

/** Starts the bare Fastify server answering `bodies` (path -> JSON text). */
export async function startCeiling(
  bodies: Record<string, string>,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'matchday-ceiling-'));
  const file = join(dir, 'bodies.json');
  await writeFile(file, JSON.stringify(bodies));
  const child = spawn(TSX, [join(ROOT, 'bench/scale/ceilingServer.ts'), file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout ?? []) {
    output += chunk;
    if (output.includes('\n')) break;
  }
  const port = /listening (\d+)/.exec(output)?.[1];
  if (!port) throw new Error(`the ceiling server did not start: ${output}`);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function runLoad(jobs: LoadJob[]): Promise<LoadFigure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'matchday-load-'));
  const file = join(dir, 'jobs.json');
  await writeFile(file, JSON.stringify(jobs));
  try {
    const child = spawn(TSX, [join(ROOT, 'bench/scale/loadChild.ts'), file], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error(`the load child failed (${code})`);
    return JSON.parse(output) as LoadFigure[];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
