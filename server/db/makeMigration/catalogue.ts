/** The integer primary key counts as leading an index: it is the table's own order. */
import { type Kysely, sql } from 'kysely';

export interface CatalogueColumn {
  type: string;
  nullable: boolean;
}

export interface CatalogueTable {
  columns: Map<string, CatalogueColumn>;
  /** columns that lead some index: a sort or filter by them needs no new one */
  leadingIndexed: Set<string>;
}

export type Catalogue = Map<string, CatalogueTable>;

async function tableNames(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows.map((row) => row.name);
}

async function columnsOf(db: Kysely<unknown>, table: string): Promise<Map<string, CatalogueColumn>> {
  const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number }>`
    select name, type, "notnull", pk from pragma_table_info(${table})`.execute(db);
  return new Map(rows.map((row) => [row.name, { type: row.type.toLowerCase(), nullable: !row.notnull && !row.pk }]));
}

async function leadingIndexedOf(db: Kysely<unknown>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select info.name from pragma_index_list(${table}) as list, pragma_index_info(list.name) as info
    where info.seqno = 0`.execute(db);
  return new Set(['id', ...rows.map((row) => row.name)]);
}

export async function readCatalogue(db: Kysely<unknown>): Promise<Catalogue> {
  const catalogue: Catalogue = new Map();
  for (const table of await tableNames(db)) {
    catalogue.set(table, { columns: await columnsOf(db, table), leadingIndexed: await leadingIndexedOf(db, table) });
  }
  return catalogue;
}
