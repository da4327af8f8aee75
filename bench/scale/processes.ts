import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { utimesSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleServerInto, START_SCRIPT } from '../../scripts/serverBundle';
import type { LoadFigure, LoadJob } from './loadChild';

export const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const BUNDLE_DIR = join(ROOT, 'build', 'bench-server');
export const BENCH_ADMIN = { username: 'admin', password: 'bench-password-0123' };

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface RunningServer {
  baseUrl: string;
  /** from spawning the process to its first answered request */
  startMs: number;
  stop(): Promise<void>;
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

export async function startRealServer(env: Record<string, string>): Promise<RunningServer> {
  await bundleServerOnce();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [START_SCRIPT], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      SERVER_BUNDLE_DIR: BUNDLE_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = () => stopChild(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error(`the server did not answer within 120 s:\n${output}`);
    }
    const answered = await fetch(`${baseUrl}/api/admin/v1/check-token`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((done) => setTimeout(done, 25));
  }
  return { baseUrl, startMs: performance.now() - started, stop };
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
