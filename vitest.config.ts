import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contactQr } from './scripts/contactQr';

export default defineConfig({
  plugins: [react(), contactQr()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // safety nets, not clocks: a screen test waits for what it looks for (tests/unit/setup.ts); on a busy
          // two-core machine a screen test takes up to a minute, its first render alone far longer than 5 s
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // the production SPA every browser file's server serves, built once before the first file
          globalSetup: ['tests/e2e/support/spaBuild.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
