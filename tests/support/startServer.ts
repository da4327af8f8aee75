/**
 * The real server, started the way `npm start` starts it (scripts/start.mjs and its bundle), for everything that
 * needs one running: the browser tests, the tests of `npm start` itself, the crash-safety run and the benchmarks.
 * On a free port, with a data folder of its own unless given one, in a process group of its own; ready once it
 * has printed its "is running at" line (its last) and answered a request.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServerInto, START_SCRIPT } from '../../scripts/serverBundle';
import { type OutputLine, startProcessGroup } from './processGroup';
import { ROOT } from './readmeCommands';

/** A port nothing listens on now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Credentials {
  username: string;
  password: string;
}

export interface ServerOptions {
  /** over this process's environment; undefined removes a variable. DATABASE_URL is removed unless given here */
  env?: Record<string, string | undefined>;
  /** the first admin (ADMIN_USERNAME, ADMIN_PASSWORD), made on an empty database; signIn() signs in as it */
  admin?: Credentials;
  /**
   * The server's own bundle folder (SERVER_BUNDLE_DIR), bundled before the spawn when stale, so no start is
   * slowed by bundling or killed in the middle of it. A test of the bundling itself gives SERVER_BUNDLE_DIR in
   * `env` instead.
   */
  bundleDir?: string;
  /** DATA_DIR: a fresh temporary folder unless given; only a folder made here is removed once the server ends */
  dataDir?: string;
  /** a free port unless given (a restart on the same address) */
  port?: number;
  /** node scripts/start.mjs unless given: `npm start`, or a README line through sh (readmeCommands' commandAsWritten) */
  command?: readonly string[];
  cwd?: string;
  /** how long it may take to answer */
  timeoutMs?: number;
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** from the spawn until it answered */
  startMs: number;
  /** what it printed, each line with when it arrived */
  lines: readonly OutputLine[];
  output(): string;
  /** the process spawned: scripts/start.mjs, or npm or sh when `command` names them */
  child: ChildProcess;
  /** signs in as `admin`; answers the bearer token */
  signIn(): Promise<string>;
  /** SIGTERM (SIGKILL after a grace); answers the exit code */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash */
  kill(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 170_000;
const RUNNING_LINE = /is running at/;
const PROBE_MS = 25;

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { admin, bundleDir, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (bundleDir) bundleServerInto(bundleDir);
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'matchday-server-')));
  const removeDataDir = () => (options.dataDir ? undefined : rm(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(admin ? { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password } : {}),
    ...(bundleDir ? { SERVER_BUNDLE_DIR: bundleDir } : {}),
    ...options.env,
  };
  const [command, ...args] = options.command ?? [process.execPath, START_SCRIPT];
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const group = startProcessGroup(command, args, { cwd: options.cwd ?? ROOT, env });
  try {
    await group.printed(RUNNING_LINE, timeoutMs);
    await firstAnswer(baseUrl, started + timeoutMs);
  } catch (error) {
    await group.stop();
    await removeDataDir();
    throw error;
  }
  return {
    baseUrl,
    port,
    dataDir,
    startMs: performance.now() - started,
    lines: group.lines,
    output: group.output,
    child: group.child,
    signIn: () => signIn(baseUrl, admin),
    async stop() {
      const code = await group.stop();
      await removeDataDir();
      return code;
    },
    async kill() {
      await group.kill();
      await removeDataDir();
    },
  };
}

/** Waits until GET / gets any answer; the line printed already says it listens, this says it serves. */
async function firstAnswer(baseUrl: string, deadline: number) {
  for (;;) {
    const answered = await fetch(`${baseUrl}/`).then(
      async (response) => {
        await response.arrayBuffer();
        return true;
      },
      () => false,
    );
    if (answered) return;
    if (performance.now() > deadline) throw new Error(`${baseUrl} printed that it runs, yet did not answer`);
    await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  }
}

async function signIn(baseUrl: string, admin: Credentials | undefined): Promise<string> {
  if (!admin) throw new Error('signIn() needs the server started with an admin');
  const response = await fetch(`${baseUrl}/api/admin/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, app_key: 'matchday' }),
  });
  const answer = (await response.json()) as { tokenString?: string };
  if (response.status !== 200 || !answer.tokenString) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer.tokenString;
}
