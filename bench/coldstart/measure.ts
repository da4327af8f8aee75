/**
 * A newcomer's first `npm start` in a fresh clone of HEAD, until GET / answers with the index.html it built.
 * node_modules is the root's, through a symlink: no install is timed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { BENCH_ADMIN, freePort } from '../scale/processes';
import type { OutputLine } from './phases';

/** Several times the slowest start measured: past this a start is stuck, not slow. */
const GIVE_UP_MS = 300_000;
const POLL_MS = 100;
const STOP_GRACE_MS = 10_000;
/**
 * Variables of the bench's own environment that would make this start not a newcomer's: PostgreSQL instead of
 * the embedded database, the builds in other folders, no demo data, a development build.
 */
const NOT_A_NEWCOMERS = ['DATABASE_URL', 'SPA_DIR', 'SERVER_BUNDLE_DIR', 'SEED_DEMO', 'NODE_ENV', 'DATA_DIR'];

export interface ColdStart {
  totalMs: number;
  lines: OutputLine[];
}

export async function measureColdStart(root: string): Promise<ColdStart> {
  const clone = await mkdtemp(join(tmpdir(), 'matchday-coldstart-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--local', root, clone]);
    await symlink(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
    return await startUntilServed(clone);
  } finally {
    await rm(clone, { recursive: true, force: true });
  }
}

function newcomersEnvironment(clone: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_A_NEWCOMERS) delete env[name];
  return {
    ...env,
    DATA_DIR: join(clone, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
}

function collectLines(stream: Readable | null, started: number, lines: OutputLine[]) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (text) => lines.push({ atMs: performance.now() - started, text }));
}

async function startUntilServed(clone: string): Promise<ColdStart> {
  const port = await freePort();
  const lines: OutputLine[] = [];
  const started = performance.now();
  // its own process group: npm does not pass SIGTERM on to the server (scripts/start.mjs), the group gets it
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: newcomersEnvironment(clone, port),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  collectLines(child.stdout, started, lines);
  collectLines(child.stderr, started, lines);
  const output = () => lines.map((line) => line.text).join('\n');
  try {
    const page = await firstPage(`http://127.0.0.1:${port}/`, child, started, output);
    const totalMs = performance.now() - started;
    const built = await readFile(join(clone, 'dist', 'index.html'), 'utf8');
    if (page !== built) throw new Error(`GET / answered something other than the SPA's index.html:\n${page}`);
    return { totalMs, lines };
  } finally {
    await stopGroup(child);
  }
}

/** The body of the first 200 answer to GET `url`; throws when the start fails or takes too long. */
async function firstPage(url: string, child: ChildProcess, started: number, output: () => string): Promise<string> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output()}`);
    if (performance.now() - started > GIVE_UP_MS) {
      throw new Error(`npm start did not serve / within ${GIVE_UP_MS / 1000} s:\n${output()}`);
    }
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.status === 200) return answer.text();
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to npm, its shell and the server alike; SIGKILL to whatever is left after the grace. */
async function stopGroup(child: ChildProcess) {
  const pid = child.pid;
  if (pid === undefined) return;
  const exited = child.exitCode === null && child.signalCode === null ? once(child, 'exit') : Promise.resolve();
  const deadline = performance.now() + STOP_GRACE_MS;
  signalGroup(pid, 'SIGTERM');
  while (signalGroup(pid, 0) && performance.now() < deadline) await new Promise((done) => setTimeout(done, POLL_MS));
  signalGroup(pid, 'SIGKILL');
  await exited;
}
