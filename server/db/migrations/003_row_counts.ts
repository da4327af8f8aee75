/**
 * Exact row counts kept by triggers in the writing transaction, whoever writes, so a list's total is one primary-key
 * read instead of a count(*). On PostgreSQL, inserts and deletes use statement triggers over transition tables (a
 * bulk load moves each counter once) and updates fire only on the counted columns, so summarising pays nothing.
 * Counters are upserted in counter order, so two transactions lock them in the same order.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';

interface CountedTable {
  table: string;
  /** the counter a row belongs to, as SQL over the row (`row.` stands for NEW, OLD or a transition table) */
  counter: (row: string) => string;
  /** the columns that decide the counter: an update of any of them moves the row between counters */
  columns: string[];
}

const COUNTED: CountedTable[] = [
  { table: 'users', counter: () => `'users'`, columns: [] },
  { table: 'payments', counter: (row) => `'payments:' || ${row}status`, columns: ['status'] },
  {
    table: 'game_week_entries',
    counter: (row) => `'entries:' || ${row}game_week_id || ':' || ${row}is_vip`,
    columns: ['game_week_id', 'is_vip'],
  },
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`CREATE TABLE row_counts (counter text PRIMARY KEY, n bigint NOT NULL)`.execute(db);
  for (const counted of COUNTED) {
    for (const statement of dialect === 'postgres' ? postgresTriggers(counted) : sqliteTriggers(counted)) {
      await sql.raw(statement).execute(db);
    }
    // the rows already there, counted once now; from here on the triggers keep the numbers
    await sql
      .raw(
        `INSERT INTO row_counts (counter, n) SELECT ${counted.counter('')}, count(*) FROM ${counted.table} GROUP BY 1`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const { table } of COUNTED) {
    for (const trigger of triggerNames(table))
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}${onTable(dialect, table)}`).execute(db);
    if (dialect === 'postgres') {
      await sql.raw(`DROP FUNCTION IF EXISTS ${table}_count_rows()`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${table}_count_moves()`).execute(db);
    }
  }
  await sql`DROP TABLE row_counts`.execute(db);
}

const triggerNames = (table: string) => ['insert', 'delete', 'update'].map((change) => `${table}_count_${change}`);
const onTable = (dialect: Dialect, table: string) => (dialect === 'postgres' ? ` ON ${table}` : '');

const ADD = (counter: string, delta: string) =>
  `INSERT INTO row_counts (counter, n) VALUES (${counter}, ${delta})
     ON CONFLICT (counter) DO UPDATE SET n = row_counts.n + excluded.n;`;

function sqliteTriggers({ table, counter, columns }: CountedTable): string[] {
  const [insert, remove, update] = triggerNames(table);
  const statements = [
    `CREATE TRIGGER ${insert} AFTER INSERT ON ${table} BEGIN ${ADD(counter('NEW.'), '1')} END`,
    `CREATE TRIGGER ${remove} AFTER DELETE ON ${table} BEGIN ${ADD(counter('OLD.'), '-1')} END`,
  ];
  if (columns.length > 0) {
    // SQLite locks the whole database for a write: the order of the two counters cannot deadlock
    statements.push(
      `CREATE TRIGGER ${update} AFTER UPDATE OF ${columns.join(', ')} ON ${table}
         WHEN ${counter('OLD.')} IS NOT ${counter('NEW.')}
       BEGIN ${ADD(counter('OLD.'), '-1')} ${ADD(counter('NEW.'), '1')} END`,
    );
  }
  return statements;
}

function postgresTriggers({ table, counter, columns }: CountedTable): string[] {
  const [insert, remove, update] = triggerNames(table);
  const statements = [
    `CREATE FUNCTION ${table}_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN
         INSERT INTO row_counts (counter, n)
           SELECT ${counter('')}, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
           ON CONFLICT (counter) DO UPDATE SET n = row_counts.n + excluded.n;
       ELSE
         INSERT INTO row_counts (counter, n)
           SELECT ${counter('')}, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
           ON CONFLICT (counter) DO UPDATE SET n = row_counts.n + excluded.n;
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${insert} AFTER INSERT ON ${table}
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_count_rows()`,
    `CREATE TRIGGER ${remove} AFTER DELETE ON ${table}
       REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_count_rows()`,
  ];
  if (columns.length > 0) {
    statements.push(
      `CREATE FUNCTION ${table}_count_moves() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO row_counts (counter, n)
           SELECT moved.counter, moved.delta
           FROM (VALUES (${counter('OLD.')}, -1), (${counter('NEW.')}, 1)) AS moved (counter, delta)
           ORDER BY moved.counter
           ON CONFLICT (counter) DO UPDATE SET n = row_counts.n + excluded.n;
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER ${update} AFTER UPDATE OF ${columns.join(', ')} ON ${table} FOR EACH ROW
         WHEN (${counter('OLD.')} IS DISTINCT FROM ${counter('NEW.')})
         EXECUTE FUNCTION ${table}_count_moves()`,
    );
  }
  return statements;
}
