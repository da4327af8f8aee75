/**
 * Another server instance on a PostgreSQL test app's own schema, as a second process behind a load balancer
 * would be: a full app with a connection pool of its own, sharing the first one's config and clock.
 */
import { sql } from 'kysely';
import { type BuildAppOptions, buildApp } from '../../../server/app';
import { type DatabaseHandle, openDatabase } from '../../../server/db/connection';
import type { TestApp } from './app';

export type Instance = Awaited<ReturnType<typeof buildApp>>;

export interface SecondInstance {
  app: Instance;
  /** its own pool, on the first app's schema */
  database: DatabaseHandle;
  /** closes the app, then its pool */
  close(): Promise<void>;
}

export async function openSecondInstance(
  t: TestApp,
  options: Pick<BuildAppOptions, 'sessionListener'> = {},
): Promise<SecondInstance> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
  const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgSchema: rows[0].schema, pgPoolSize: 4 });
  const app = await buildApp({ database: handle, config: t.config, clock: t.clock, ...options });
  await app.ready();
  return {
    app,
    database: handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
