/**
 * Where the demo tests find the demo: `npm run demo` (Vite's dev server) and `npm run build:demo`'s folder
 * behind a plain static file server, each run exactly as the README writes it (tests/support/readmeCommands.ts).
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ROOT, runAsWritten, startAsWritten, viteAddress } from '../../support/readmeCommands';

export interface RunningSite {
  /** the demo's index.html folder, ending in '/' */
  url: string;
  stop(): Promise<void>;
}

/** `npm run demo`: Vite's dev server in demo mode, at the address it prints (5173, or the next free port). */
export async function startDemoDevServer(): Promise<RunningSite> {
  const demo = startAsWritten('npm run demo');
  try {
    return { url: await viteAddress(demo), stop: () => demo.stop() };
  } catch (error) {
    await demo.stop();
    throw error;
  }
}

/** `npm run build:demo`: writes the static demo to dist-demo/. */
export async function buildStaticDemo(): Promise<string> {
  await runAsWritten('npm run build:demo');
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
