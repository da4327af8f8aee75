/**
 * Where the demo tests find the demo: `npm run demo` (Vite's dev server) and `npm run build:demo`'s folder
 * behind a plain static file server, each started exactly as the README says.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface RunningSite {
  /** the demo's index.html folder, ending in '/' */
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs an npm script in its own process group, so stopping it stops what npm started too; its output comes back
 * as plain text (Vite colours its output wherever CI is set, which splits `host:port` apart).
 */
function npmRun(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', ['run', ...args], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => stripVTControlCharacters(output) };
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-(child.pid as number), 'SIGTERM');
  });
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm run demo -- --port <free port>`: Vite's dev server in demo mode, as the README gives it. */
export async function startDemoDevServer(): Promise<RunningSite> {
  const port = await freePort();
  const { child, output } = npmRun(['demo', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1']);
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (!output().includes(url)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm run demo did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => stopGroup(child) };
}

/** `npm run build:demo`: writes the static demo to dist-demo/. */
export async function buildStaticDemo(): Promise<string> {
  const { child, output } = npmRun(['build:demo']);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run build:demo failed:\n${output()}`);
  return path.join(ROOT, 'dist-demo');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * The plainest static host: files below `folder` at `/<prefix>/`, index.html for the folder itself, 404 for
 * anything else (no rewrite of unknown paths to index.html, no headers but the type).
 */
export async function serveStatically(folder: string, prefix: string): Promise<RunningSite> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const relative = pathname.startsWith(`/${prefix}/`) ? pathname.slice(prefix.length + 2) : null;
    const file = relative === null ? null : path.join(folder, relative === '' ? 'index.html' : relative);
    const isFile = file?.startsWith(folder) && statSync(file, { throwIfNoEntry: false })?.isFile();
    if (!file || !isFile) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${prefix}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
