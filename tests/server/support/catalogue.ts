/**
 * What the migrations built, read from the database's own catalogue, so tests need no list of tables:
 * - schemaCatalogue: every object of the schema (tables, columns with their types, defaults and constraints,
 *   indexes, triggers, functions, sequences, types) as sorted lines, to compare the schema before and after a
 *   migration's up() and down();
 * - tableColumns: the data model's tables and their columns, to compare with the types of server/db/schema.ts.
 * Kysely's bookkeeping (kysely_migration, kysely_migration_lock) is left out: it is not the application's.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../server/db/connection';

// biome-ignore lint/suspicious/noExplicitAny: a catalogue is read from any schema, typed or not, through a transaction too
type AnyDb = Kysely<any>;

const isApplications = (name: string) => !name.startsWith('kysely_');

/** Every object of the schema, one line each, sorted: equal catalogues mean the same schema. */
export async function schemaCatalogue(db: AnyDb, dialect: Dialect): Promise<string[]> {
  const lines = dialect === 'postgres' ? await postgresCatalogue(db) : await sqliteCatalogue(db);
  return lines.sort();
}

/**
 * SQLite keeps each object's CREATE statement, rewritten by every ALTER TABLE (an added then dropped column
 * gives the first text back), so the statements are the whole schema. Its internal objects (sqlite_sequence,
 * the automatic indexes of UNIQUE and PRIMARY KEY) follow from those statements.
 */
async function sqliteCatalogue(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from sqlite_schema where name not like 'sqlite_%'`.execute(db);
  return rows.filter((row) => isApplications(row.name)).map((row) => `${row.type} ${row.name}: ${row.sql}`);
}

/** PostgreSQL: the objects in the connection's own schema (one per test file), each with its definition. */
async function postgresCatalogue(db: AnyDb): Promise<string[]> {
  const queries = [
    sql<{ line: string; name: string }>`
      select c.relname as name, 'relation ' || c.relkind::text || ' ' || c.relname as line
      from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind <> 'i'`,
    sql<{ line: string; name: string }>`
      select c.relname as name, 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || case when a.attnotnull then ' not null' else '' end
        || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') as line
      from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    sql<{ line: string; name: string }>`
      select indexname as name, 'index ' || indexname || ': ' || indexdef as line
      from pg_indexes where schemaname = current_schema()`,
    sql<{ line: string; name: string }>`
      select c.relname as name, 'constraint ' || c.relname || '.' || k.conname || ': ' || pg_get_constraintdef(k.oid) as line
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.connamespace = current_schema()::regnamespace`,
    sql<{ line: string; name: string }>`
      select t.tgname as name, 'trigger ' || pg_get_triggerdef(t.oid) as line
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`,
    sql<{ line: string; name: string }>`
      select p.proname as name,
        'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || '): ' || p.prosrc as line
      from pg_proc p where p.pronamespace = current_schema()::regnamespace`,
    sql<{ line: string; name: string }>`
      select t.typname as name, 'type ' || t.typtype::text || ' ' || t.typname || coalesce(': ' || (
        select string_agg(e.enumlabel, ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '') as line
      from pg_type t where t.typnamespace = current_schema()::regnamespace and t.typtype in ('e', 'd')`,
  ];
  const lines: string[] = [];
  for (const query of queries) {
    const { rows } = await query.execute(db);
    lines.push(...rows.filter((row) => isApplications(row.name)).map((row) => row.line));
  }
  return lines;
}

/**
 * The ordinary tables and their column names, sorted. Not SQLite's FTS5 search index of users (migration
 * 006: a virtual table and its shadow tables, an index of the data rather than data).
 */
export async function tableColumns(db: AnyDb, dialect: Dialect): Promise<Record<string, string[]>> {
  const query =
    dialect === 'postgres'
      ? sql<{ table: string; column: string }>`
          select c.table_name as "table", c.column_name as "column"
          from information_schema.columns c join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`
      : sql<{ table: string; column: string }>`
          select t.name as "table", c.name as "column"
          from pragma_table_list t join pragma_table_info(t.name) c
          where t.schema = 'main' and t.type = 'table' and t.name not like 'sqlite_%'`;
  const { rows } = await query.execute(db);
  const tables: Record<string, string[]> = {};
  for (const { table, column } of rows.filter((row) => isApplications(row.table))) {
    tables[table] = [...(tables[table] ?? []), column].sort();
  }
  return tables;
}
