import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkByStage } from './scripts/chunkByStage';
import { contactQr } from './scripts/contactQr';
import { demoEntry } from './scripts/demoEntry';
import { precompressAssets } from './scripts/precompressAssets';
import { preloadFonts } from './scripts/preloadFonts';
import { staticShell } from './scripts/staticShell';
import { loadConfig } from './server/config';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    contactQr(),
    chunkByStage(),
    preloadFonts(),
    staticShell(),
    precompressAssets(),
    ...(mode === 'demo' ? [demoEntry()] : []),
  ],
  base: mode === 'demo' ? './' : '/',
  // a dependency's polyfill of a built-in every supported browser has, left out of the bundle (the shim says why)
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./src/shell/objectEntries.cjs', import.meta.url)) } },
  publicDir: mode === 'demo' ? 'demo/public' : 'public',
  server: {
    proxy: mode === 'demo' ? undefined : { '/api': `http://127.0.0.1:${loadConfig().port}` },
  },
  build: { outDir: loadConfig().spaDir, emptyOutDir: true, sourcemap: false },
}));
