/**
 * Only the record's fields are ever selected, so a column the record lacks (a password's hash) never leaves; text
 * is trimmed on the way in, as ' Somchai ' and 'Somchai' are one name.
 */
import type { Kysely } from 'kysely';
import { columnOf, type RestResource } from '../../contract';
import type { Database } from '../db/schema';
import { parseStoredJson } from '../domain/storedJson';

/** Kysely over tables known only by name at run time; names come from declarations, never from requests. */
export type DynamicDatabase = Record<string, Record<string, unknown>>;
export const dynamic = (db: Kysely<Database>) => db as unknown as Kysely<DynamicDatabase>;

export type Values = Record<string, unknown>;

export const recordFields = (resource: RestResource) => Object.keys(resource.record.properties);

const isJson = (resource: RestResource, field: string) => resource.columns?.[field]?.json === true;

export const selection = (resource: RestResource) =>
  recordFields(resource).map((field) => ({ column: columnOf(resource, field), field }));

export function toRecord(resource: RestResource, row: Values): Values {
  const record: Values = {};
  for (const field of recordFields(resource)) {
    const value = row[field];
    record[field] = isJson(resource, field) ? parseStoredJson(value as string | null) : value;
  }
  return record;
}

/** A body's record fields as column values: the other fields of a body (a password) are its behaviour's. */
export function toColumns(resource: RestResource, body: Values): Values {
  const columns: Values = {};
  for (const field of recordFields(resource)) {
    if (field === 'id' || !(field in body)) continue;
    const value = body[field];
    columns[columnOf(resource, field)] = isJson(resource, field)
      ? JSON.stringify(value)
      : typeof value === 'string'
        ? value.trim()
        : value;
  }
  return columns;
}
