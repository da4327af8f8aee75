/**
 * A newcomer's first `npm start` in a fresh clone of HEAD, until GET / answers with the index.html it built.
 * node_modules is the root's, through a symlink: no install is timed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OutputLine } from '../../tests/support/processGroup';
import { startServer } from '../../tests/support/startServer';
import { BENCH_ADMIN } from '../scale/processes';

/** Several times the slowest start measured: past this a start is stuck, not slow. */
const GIVE_UP_MS = 300_000;
/**
 * Variables of the bench's own environment that would make this start not a newcomer's: PostgreSQL instead of
 * the embedded database, the builds in other folders, no demo data, a development build.
 */
const NOT_A_NEWCOMERS = ['DATABASE_URL', 'SPA_DIR', 'SERVER_BUNDLE_DIR', 'SEED_DEMO', 'NODE_ENV'];

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

/**
 * `npm start` in the clone, timed from the spawn until it answers (tests/support/startServer.ts), with no bundle
 * made beforehand: the clone's own build/server and dist/ are made by the start being timed.
 */
async function startUntilServed(clone: string): Promise<ColdStart> {
  const server = await startServer({
    command: ['npm', 'start'],
    cwd: clone,
    dataDir: join(clone, 'data'),
    admin: BENCH_ADMIN,
    env: Object.fromEntries(NOT_A_NEWCOMERS.map((name) => [name, undefined])),
    timeoutMs: GIVE_UP_MS,
  });
  try {
    const page = await (await fetch(`${server.baseUrl}/`)).text();
    const built = await readFile(join(clone, 'dist', 'index.html'), 'utf8');
    if (page !== built) throw new Error(`GET / answered something other than the SPA's index.html:\n${page}`);
    return { totalMs: server.startMs, lines: [...server.lines] };
  } finally {
    await server.stop();
  }
}
