import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three kinds of test, each in its own environment:
 * - unit: pure functions and React components (jsdom)
 * - server: the Fastify app on SQLite and, when DATABASE_URL is set, PostgreSQL; and the contract cases
 * - e2e: headless Chromium against the real server (skipped with a message when Chromium is absent)
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
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
