/** The versions a benchmark figure depends on, for the report's header. */
import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { ROOT } from './processes';

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

async function postgresVersion(databaseUrl: string | undefined): Promise<string> {
  if (!databaseUrl) return 'not measured';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

export async function versionsLine(databaseUrl: string | undefined): Promise<string> {
  const sqlite = new Sqlite(':memory:');
  const sqliteVersion = (sqlite.prepare('select sqlite_version() as v').get() as { v: string }).v;
  sqlite.close();
  const parts = [
    `${Math.round(totalmem() / 2 ** 30)} GiB memory`,
    `SQLite ${sqliteVersion} (better-sqlite3 ${packageVersion('better-sqlite3')})`,
    `PostgreSQL ${await postgresVersion(databaseUrl)}`,
    ...['fastify', 'kysely', 'pg', 'autocannon', 'vite', 'playwright-core'].map(
      (name) => `${name} ${packageVersion(name)}`,
    ),
  ];
  return parts.join(', ');
}
