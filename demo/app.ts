import { systemClock } from '../server/clock';
import type { Config } from '../server/config';
import { PaymentPages } from '../server/domain/paymentPages';
import { SessionCache } from '../server/domain/sessionCache';
import { newSignInQueue } from '../server/domain/signIn';
import type { AppContext } from '../server/routes/types';
import { type DemoDatabase, type OpenDemoDatabaseOptions, openDemoDatabase } from './database';
import { browserPlatform } from './platform';

export const DEMO_ADMIN = { username: 'admin', password: 'admin' } as const;

const DEMO_CONFIG: Config = {
  port: 0,
  host: '',
  dataDir: '',
  databaseUrl: undefined,
  adminUsername: DEMO_ADMIN.username,
  adminPassword: DEMO_ADMIN.password,
  seedDemo: true,
  appKey: 'matchday',
  session: { idleMinutes: 120, absoluteHours: 12, cacheSeconds: 0 },
  loginThrottle: { maxFailures: 10, windowMinutes: 15 },
  // refused by the demo's Platform with its own message, not the server's "set LIVESCORE_URL"
  livescoreUrl: 'demo:',
  spaDir: '',
  publishApiDocs: false,
};

export interface DemoApp {
  context: AppContext;
  database: DemoDatabase;
}

export async function startDemoApp(options: OpenDemoDatabaseOptions): Promise<DemoApp> {
  const database = await openDemoDatabase(options);
  const context: AppContext = {
    db: database.db,
    dialect: database.dialect,
    config: DEMO_CONFIG,
    clock: systemClock,
    platform: browserPlatform,
    sessionCache: new SessionCache({ ttlMs: 0 }),
    paymentPages: new PaymentPages(database),
    signInQueue: newSignInQueue(),
  };
  await ensureDemoAdmin(context);
  return { context, database };
}

/** Not through the server's createAdmin, whose eight-character rule is for real accounts; an owner, as a first admin is. */
async function ensureDemoAdmin({ db, platform, clock }: AppContext) {
  if (await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()) return;
  const stamp = clock.now().toISOString();
  await db
    .insertInto('admins')
    .values({
      username: DEMO_ADMIN.username,
      display_name: DEMO_ADMIN.username,
      role: 'owner',
      password_hash: await platform.passwords.hash(DEMO_ADMIN.password),
      created_at: stamp,
      password_changed_at: stamp,
    })
    .execute();
}
