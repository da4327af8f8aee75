/**
 * Where the demo tests find the demo: `npm run demo` (Vite's dev server) and `npm run build:demo`'s folder
 * behind a plain static file server, each run exactly as the README writes it (tests/support/readmeCommands.ts).
 */
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SPA_SOURCES } from '../../../server/spaBuild';
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
    const url = await viteAddress(demo);
    return {
      url,
      async stop() {
        await demo.stop();
      },
    };
  } catch (error) {
    await demo.stop();
    throw error;
  }
}

const DEMO_BUILD = path.join(ROOT, 'dist-demo');
/** What the demo's build is made from: the SPA's sources, and the server's handlers and the demo's wiring it runs. */
const DEMO_SOURCES = [...SPA_SOURCES, 'demo', 'server', 'scripts', 'package.json', 'tsconfig.json'];
/** The key of the sources dist-demo/ was last built from; outside it, so the static host never serves it. */
const DEMO_BUILD_KEY = path.join(ROOT, 'build', 'dist-demo.key');

/** Every file of the sources, named and read: equal keys, equal sources. */
function sourceKey(entries: string[]): string {
  const hash = createHash('sha256');
  const add = (entry: string) => {
    const full = path.join(ROOT, entry);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (stat?.isDirectory()) for (const child of readdirSync(full).sort()) add(path.join(entry, child));
    else if (stat) hash.update(`${entry}\0`).update(readFileSync(full)).update('\0');
  };
  for (const entry of entries) add(entry);
  return hash.digest('hex');
}

/**
 * `npm run build:demo`: writes the static demo to dist-demo/, once for the sources as they are: the browser files
 * that need it share one build, and a later run finds it made while no source changed.
 */
export async function buildStaticDemo(): Promise<string> {
  const key = sourceKey(DEMO_SOURCES);
  const built = existsSync(path.join(DEMO_BUILD, 'index.html')) && existsSync(DEMO_BUILD_KEY);
  if (built && readFileSync(DEMO_BUILD_KEY, 'utf8') === key) return DEMO_BUILD;
  rmSync(DEMO_BUILD_KEY, { force: true });
  await runAsWritten('npm run build:demo');
  mkdirSync(path.dirname(DEMO_BUILD_KEY), { recursive: true });
  writeFileSync(DEMO_BUILD_KEY, key);
  return DEMO_BUILD;
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
