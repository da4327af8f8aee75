import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  /** undefined: generate one and print it once when the first admin is created */
  adminPassword: string | undefined;
  seedDemo: boolean;
  appKey: string;
  /** cacheSeconds: how long a verified session is trusted without reading the database (0: never) */
  session: { idleMinutes: number; absoluteHours: number; cacheSeconds: number };
  loginThrottle: { maxFailures: number; windowMinutes: number };
  /** where the live-score import reads from: an http(s) URL or a local file path */
  livescoreUrl: string | undefined;
  spaDir: string;
  /** Off by default: the map of an admin API is not public. */
  publishApiDocs: boolean;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, minimum = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    const expected = minimum === 1 ? 'a positive whole number' : `a whole number of at least ${minimum}`;
    throw new Error(`${name} must be ${expected}, got '${raw}'`);
  }
  return value;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded database)');
  }
  const seedDefault = isPostgresUrl(databaseUrl) ? '0' : '1';
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: (env.SEED_DEMO ?? seedDefault) === '1',
    appKey: env.APP_KEY || 'matchday',
    session: {
      idleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 120),
      absoluteHours: integer(env, 'SESSION_ABSOLUTE_HOURS', 12),
      // 0 is allowed: it turns the cache off
      cacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 5, 0),
    },
    loginThrottle: {
      maxFailures: integer(env, 'LOGIN_MAX_FAILURES', 10),
      windowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15),
    },
    livescoreUrl: env.LIVESCORE_URL || undefined,
    spaDir: path.resolve(env.SPA_DIR || 'dist'),
    publishApiDocs: env.PUBLISH_API_DOCS === '1',
  };
}
