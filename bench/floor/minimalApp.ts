/**
 * The minimal app built from this repository's node_modules and served as our server serves the SPA (the same
 * static plugin: brotli beside each file, immutable assets), its list answered in ra-data-simple-rest's dialect.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { compressForServing } from '../../scripts/precompressAssets';
import { registerSpa } from '../../server/plugins/spa';

const MINIMAL_ROOT = join(dirname(fileURLToPath(import.meta.url)), 'minimal');

export const MINIMAL_LIST_PATH = '/payments';

export async function buildMinimalApp(outDir: string): Promise<void> {
  await build({
    root: MINIMAL_ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  compressForServing(outDir);
}

export interface MinimalServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function serveMinimalApp(
  spaDir: string,
  rows: readonly Record<string, unknown>[],
): Promise<MinimalServer> {
  const app = Fastify({ logger: false });
  app.get(`/api${MINIMAL_LIST_PATH}`, async (_request, reply) => {
    const last = Math.max(rows.length - 1, 0);
    reply.header('content-range', `payments 0-${last}/${rows.length}`);
    return rows;
  });
  await registerSpa(app, spaDir);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl: address, stop: () => app.close() };
}
