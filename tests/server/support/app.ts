/**
 * Builds the real app on a test database of its own (see database.ts) with one admin, and offers
 * inject()-based helpers. Every server test file goes through here.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { generateDemoData } from '../../../fixtures';
import { type BuildAppOptions, buildApp } from '../../../server/app';
import { type Clock, manualClock } from '../../../server/clock';
import { type Config, loadConfig } from '../../../server/config';
import type { Dialect } from '../../../server/db/connection';
import { seedDemoData } from '../../../server/db/seed';
import { createAdmin } from '../../../server/domain/admins';
import { type ScryptParams, scryptPasswords } from '../../../server/domain/passwords';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };
/** Cheaper than OWASP's parameters so tests sign in quickly; production hashes use OWASP_SCRYPT. */
export const FAST_SCRYPT: ScryptParams = { N: 2 ** 12, r: 8, p: 1 };

export interface TestAppOptions {
  /** insert a small deterministic demo data set */
  seed?: boolean;
  /** a controllable clock (default: a manual clock at 2026-01-01T00:00Z) */
  clock?: Clock & Partial<ReturnType<typeof manualClock>>;
  config?: Partial<Config>;
  /** more routes and their handlers than the contract's (a REST resource the test declares) */
  serve?: Pick<BuildAppOptions, 'handlers' | 'routes' | 'changeStream'>;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: Clock & Partial<ReturnType<typeof manualClock>>;
  config: Config;
  /** signs in as the test admin and answers the bearer token */
  signIn(): Promise<string>;
  /** inject() with the given token as bearer (when not null) */
  call(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  dispose(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), spaDir: '/nonexistent-spa-build', ...overrides };
}

export async function createTestApp(kind: Dialect, label: string, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind, label, { migrate: true });
  const clock = options.clock ?? manualClock('2026-01-01T00:00:00.000Z');
  const config = testConfig(options.config);
  await createAdmin(database.db, TEST_ADMIN.username, TEST_ADMIN.password, clock.now(), scryptPasswords(FAST_SCRYPT));
  if (options.seed) await seedDemoData(database.db, smallDemoData());
  const app = await buildApp({ database, config, clock, ...options.serve });
  await app.ready();
  const call: TestApp['call'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    database,
    clock,
    config,
    call,
    async signIn() {
      const response = await call({
        method: 'POST',
        url: '/api/admin/v1/login',
        payload: { ...TEST_ADMIN, app_key: config.appKey },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return response.json().tokenString as string;
    },
    async dispose() {
      await app.close();
      await database.dispose();
    },
  };
}

/** The demo data at a size that seeds in well under a second. */
export function smallDemoData() {
  return generateDemoData({ entriesPerGameWeek: 40, users: 120, payments: 150 });
}
