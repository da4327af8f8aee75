import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoEntry } from './scripts/demoEntry';
import { precompressAssets } from './scripts/precompressAssets';
import { preloadFonts } from './scripts/preloadFonts';
import { loadConfig } from './server/config';

// `npm run dev` proxies the API to a server started with `npm start`, at the port that start reads (PORT).
// `npm run demo` (mode 'demo') starts from demo/main.ts, which puts the server's handlers in the page before the
// SPA's entry runs, and serves demo/public/, which holds MSW's service worker; other builds never ship either.
// The demo's base is relative, so `npm run build:demo`'s folder works from any path of any static host.
// `npm run build` writes where the server serves from (SPA_DIR), emptied first wherever it is.
// Both read the server's own configuration, so their defaults are the server's.
export default defineConfig(({ mode }) => ({
  // the regular Thai and Latin font files preloaded by index.html; brotli and gzip copies of the built text
  // files, served by content negotiation (server/plugins/spa.ts)
  plugins: [react(), preloadFonts(), precompressAssets(), ...(mode === 'demo' ? [demoEntry()] : [])],
  base: mode === 'demo' ? './' : '/',
  // a dependency's polyfill of a built-in every supported browser has, left out of the bundle (the shim says why)
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./src/shell/objectEntries.cjs', import.meta.url)) } },
  publicDir: mode === 'demo' ? 'demo/public' : 'public',
  server: {
    proxy: mode === 'demo' ? undefined : { '/api': `http://127.0.0.1:${loadConfig().port}` },
  },
  build: { outDir: loadConfig().spaDir, emptyOutDir: true, sourcemap: false },
}));
