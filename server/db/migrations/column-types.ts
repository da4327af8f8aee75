/**
 * Column shapes the migrations share. The only places where SQLite and PostgreSQL need
 * different DDL live here, so the migrations themselves read the same for both.
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';

/** Money (baht) and fantasy prices. */
export const MONEY = 'numeric(12, 2)';

/**
 * The integer autoincrement primary key. SQLite spells it INTEGER PRIMARY KEY AUTOINCREMENT
 * (ids are never reused after a delete); PostgreSQL has no AUTOINCREMENT keyword and uses serial.
 */
export function withId(dialect: Dialect) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | 'id'> =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** Raw bytes: SQLite calls the type blob, PostgreSQL bytea. */
export function bytesType(dialect: Dialect) {
  return dialect === 'postgres' ? 'bytea' : 'blob';
}

export const required = (column: ColumnDefinitionBuilder) => column.notNull();

/** Counters and points start at 0. */
export const counter = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(0);

/** A 0/1 boolean (SQLite has no boolean type), 0 unless set. */
export const flag = (name: string) => (column: ColumnDefinitionBuilder) =>
  column
    .notNull()
    .defaultTo(0)
    .check(sql`${sql.ref(name)} in (0, 1)`);

const isOneOf = (name: string, values: readonly string[]) =>
  sql`${sql.ref(name)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/** Text limited to the values of one of schema.ts's union types. */
export const oneOf = (name: string, values: readonly string[]) => (column: ColumnDefinitionBuilder) =>
  column.notNull().check(isOneOf(name, values));

/** Text that is null or one of a union type's values (a CHECK passes on null). */
export const optionalOneOf = (name: string, values: readonly string[]) => (column: ColumnDefinitionBuilder) =>
  column.check(isOneOf(name, values));

/** A required reference to another table's id; deleting the referenced row is refused. */
export const references = (target: string, onDelete: 'restrict' | 'cascade' = 'restrict') => {
  return (column: ColumnDefinitionBuilder) => column.notNull().references(`${target}.id`).onDelete(onDelete);
};

/** An optional reference to another table's id; deleting the referenced row is refused. */
export const optionallyReferences = (target: string) => (column: ColumnDefinitionBuilder) =>
  column.references(`${target}.id`).onDelete('restrict');

/**
 * One module of migrations/. Unlike Kysely's Migration, it is told the dialect, so that
 * withId and bytesType can pick their spelling without peeking into Kysely internals.
 * The schema builder needs no table types, hence Kysely<unknown>.
 */
export interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
  down(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}
