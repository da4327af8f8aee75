/** All of the demo data or none, in one transaction, parents before children. */
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import { DEMO_TABLES, type DemoData, generateDemoData } from '../../fixtures';
import type { Database } from './schema';

/** SQLite binds at most 32,766 parameters per statement, PostgreSQL 65,535: stay under both. */
export const MAX_BOUND_PARAMETERS = 32_766;

export function rowsPerInsert(columns: number): number {
  return Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns));
}

/** The seed writes whole rows whose shape the generator fixes; the table-by-table loop needs no column typing. */
type LooseDatabase = Record<string, Record<string, unknown>>;

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Explicit ids do not move PostgreSQL's serial sequences; a table without one (seasons) gives NULL, a no-op. */
async function resetSequences(trx: Transaction<LooseDatabase>): Promise<void> {
  for (const table of DEMO_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
              from ${sql.table(table)}`.execute(trx);
  }
}

export async function seedDemoData(db: Kysely<Database>, data: DemoData): Promise<void> {
  const postgres = isPostgres(db);
  await (db as unknown as Kysely<LooseDatabase>).transaction().execute(async (trx) => {
    for (const table of DEMO_TABLES) {
      const rows: readonly Record<string, unknown>[] = data[table];
      if (rows.length === 0) continue;
      const chunk = rowsPerInsert(Object.keys(rows[0]).length);
      for (let start = 0; start < rows.length; start += chunk) {
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + chunk))
          .execute();
      }
    }
    if (postgres) await resetSequences(trx);
  });
}

/** The demo world is laid out around today in Bangkok, the operators' day. */
export const seedDemoWorld = (db: Kysely<Database>, now = Date.now()) => seedDemoData(db, generateDemoData({ now }));

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const season = await db.selectFrom('seasons').select('id').limit(1).executeTakeFirst();
  if (season) return false;
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return user === undefined;
}
