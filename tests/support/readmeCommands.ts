/**
 * The README's commands, run exactly as it writes them. A test names a command as the README shows it between
 * backticks (placeholders such as `<file>` included) and fails when the README does not show that text, so the
 * command a reader copies is the one a test ran. Commands run through `sh -c`, as a reader's shell runs them;
 * what a test chooses (a data directory, a port) goes in the environment or fills a placeholder.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type ProcessGroup, startProcessGroup } from './processGroup';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AsWritten {
  /** placeholder text as the README writes it (`<name>`, `[-- <file>]`) and what replaces it */
  fill?: Record<string, string>;
  /** over the test's own environment; undefined removes a variable (a developer's DATABASE_URL, say) */
  env?: Record<string, string | undefined>;
}

/**
 * The command, once the README is found to show it exactly so, between backticks or as a whole line of a code
 * block; throws naming it otherwise.
 */
export function shownInReadme(command: string): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const shown = readme.includes(`\`${command}\``) || readme.split('\n').includes(command);
  if (!shown) throw new Error(`the README does not show \`${command}\``);
  return command;
}

function prepare(command: string, { fill = {}, env = {} }: AsWritten) {
  const text = Object.entries(fill).reduce(
    (written, [slot, value]) => written.replace(slot, value),
    shownInReadme(command),
  );
  // Node leaves out the variables whose value is undefined
  return { text, options: { cwd: ROOT, env: { ...process.env, ...env } as NodeJS.ProcessEnv } };
}

/** Runs the command to its end; rejects with its output when it exits other than 0. */
export async function runAsWritten(command: string, asWritten: AsWritten = {}) {
  const { text, options } = prepare(command, asWritten);
  return promisify(execFile)('sh', ['-c', text], { ...options, maxBuffer: 16 * 1024 * 1024 });
}

/** A command that keeps running (a server), in a process group of its own so stop() ends all of it. */
export type Started = ProcessGroup;

/** Starts the command as written; it keeps running until stopped. */
export function startAsWritten(command: string, asWritten: AsWritten = {}): Started {
  const { text, options } = prepare(command, asWritten);
  return startProcessGroup('sh', ['-c', text], options);
}

/** The command as written, as a reader's shell runs it: for startServer's `command`. */
export function commandAsWritten(command: string, fill: AsWritten['fill'] = {}): string[] {
  return ['sh', '-c', prepare(command, { fill }).text];
}

/** The address Vite's dev server prints as `Local:` (the next free port when its own is taken). */
export async function viteAddress(started: Started, ms = 60_000): Promise<string> {
  return (await started.printed(/Local:\s+(http:\/\/\S+\/)/, ms))[1];
}
