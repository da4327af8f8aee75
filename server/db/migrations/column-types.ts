/** The only places where SQLite and PostgreSQL need different DDL. */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';

export const MONEY = 'numeric(12, 2)';

/** SQLite's AUTOINCREMENT never reuses an id after a delete; PostgreSQL has no such keyword and uses serial. */
export function withId(dialect: Dialect) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | 'id'> =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

export function bytesType(dialect: Dialect) {
  return dialect === 'postgres' ? 'bytea' : 'blob';
}

export const required = (column: ColumnDefinitionBuilder) => column.notNull();

export const counter = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(0);

export const flag = (name: string) => (column: ColumnDefinitionBuilder) =>
  column
    .notNull()
    .defaultTo(0)
    .check(sql`${sql.ref(name)} in (0, 1)`);

const isOneOf = (name: string, values: readonly string[]) =>
  sql`${sql.ref(name)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export const oneOf = (name: string, values: readonly string[]) => (column: ColumnDefinitionBuilder) =>
  column.notNull().check(isOneOf(name, values));

/** A CHECK passes on null. */
export const optionalOneOf = (name: string, values: readonly string[]) => (column: ColumnDefinitionBuilder) =>
  column.check(isOneOf(name, values));

export const references = (target: string, onDelete: 'restrict' | 'cascade' = 'restrict') => {
  return (column: ColumnDefinitionBuilder) => column.notNull().references(`${target}.id`).onDelete(onDelete);
};

export const optionallyReferences = (target: string) => (column: ColumnDefinitionBuilder) =>
  column.references(`${target}.id`).onDelete('restrict');

/** Unlike Kysely's Migration, told the dialect, so withId and bytesType pick their spelling without Kysely internals. */
export interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
  down(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}
