/**
 * A command run in a process group of its own, its output kept line by line with when each line arrived.
 * Stopping it signals the whole group: `npm start` or `sh -c` stand between us and the server, and neither
 * passes a signal on. Should this process exit first, whatever is left of the group is killed with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';

export interface OutputLine {
  /** since the spawn */
  atMs: number;
  text: string;
}

export interface ProcessGroup {
  child: ChildProcess;
  /** every line printed so far, stdout and stderr as they arrived */
  lines: readonly OutputLine[];
  /** the lines so far, without colours (Vite colours its output wherever CI is set) */
  output(): string;
  /** the first match of `pattern` in a line; rejects when the command exits or `ms` pass first */
  printed(pattern: RegExp, ms: number): Promise<RegExpMatchArray>;
  /** SIGTERM to the group, SIGKILL to whatever is left after `graceMs`; answers the command's exit code */
  stop(graceMs?: number): Promise<number | null>;
  /** SIGKILL to the group: a crash, nothing shuts down */
  kill(): Promise<void>;
}

const STOP_GRACE_MS = 10_000;
const POLL_MS = 25;

/** Sends `signal` to the group led by `pid`; false when none of it is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

export function startProcessGroup(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ProcessGroup {
  const started = performance.now();
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: OutputLine[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const collect = (stream: Readable | null) => {
    if (!stream) return;
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (text) => {
      lines.push({ atMs: performance.now() - started, text });
      wake();
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // its output is complete once its streams close, which may be after its exit
  let closed = false;
  child.once('close', () => {
    closed = true;
    wake();
  });

  const orphanGuard = () => {
    if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
  };
  process.once('exit', orphanGuard);
  exited.then(() => process.off('exit', orphanGuard));

  const output = () => lines.map((line) => stripVTControlCharacters(line.text)).join('\n');

  function printed(pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      const check = () => {
        for (const line of lines) {
          const match = stripVTControlCharacters(line.text).match(pattern);
          if (match) {
            settle();
            resolve(match);
            return;
          }
        }
        if (closed) {
          settle();
          reject(new Error(`\`${[command, ...args].join(' ')}\` exited before printing ${pattern}:\n${output()}`));
        }
      };
      const timer = setTimeout(() => {
        settle();
        reject(new Error(`\`${[command, ...args].join(' ')}\` printed no ${pattern} in ${ms} ms:\n${output()}`));
      }, ms);
      waiters.add(check);
      check();
    });
  }

  async function stop(graceMs = STOP_GRACE_MS): Promise<number | null> {
    const pid = child.pid;
    if (pid === undefined) return null;
    const deadline = performance.now() + graceMs;
    signalGroup(pid, 'SIGTERM');
    // the leader may exit before the server it started: wait for the whole group
    while (signalGroup(pid, 0) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    signalGroup(pid, 'SIGKILL');
    return exited;
  }

  async function kill(): Promise<void> {
    if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
    await exited;
  }

  return { child, lines, output, printed, stop, kill };
}
