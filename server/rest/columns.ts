/**
 * Only the record's fields are ever selected, so a column the record lacks (a password's hash) never leaves; text
 * is trimmed on the way in, as ' Somchai ' and 'Somchai' are one name. A boolean is the 0/1 integer column the
 * migration generator makes, since SQLite has no boolean.
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

/** A boolean field, nullable or not (Nullable's union, NullableField's flag). */
function isBoolean(resource: RestResource, field: string): boolean {
  const schema = resource.record.properties[field] as { type?: unknown; anyOf?: { type?: unknown }[] } | undefined;
  return schema?.type === 'boolean' || (schema?.anyOf?.some((branch) => branch.type === 'boolean') ?? false);
}

/** A value as the field's column compares it (a filter's): a boolean as 0/1, anything else as it is. */
export const comparableValue = (resource: RestResource, field: string, value: unknown): unknown =>
  typeof value === 'boolean' && isBoolean(resource, field) ? Number(value) : value;

/** A body's value as the field's column stores it. */
function toColumnValue(resource: RestResource, field: string, value: unknown): unknown {
  if (isJson(resource, field)) return JSON.stringify(value);
  return typeof value === 'string' ? value.trim() : comparableValue(resource, field, value);
}

/** A column's value as the record's field: 0/1 read back as the boolean it stands for. */
function fromColumnValue(resource: RestResource, field: string, value: unknown): unknown {
  if (isJson(resource, field)) return parseStoredJson(value as string | null);
  if (isBoolean(resource, field) && value !== null && value !== undefined) return Number(value) === 1;
  return value;
}

/** The select list: every record field, each read from its column under the field's name. */
export const selection = (resource: RestResource) =>
  recordFields(resource).map((field) => ({ column: columnOf(resource, field), field }));

export function toRecord(resource: RestResource, row: Values): Values {
  const record: Values = {};
  for (const field of recordFields(resource)) record[field] = fromColumnValue(resource, field, row[field]);
  return record;
}

/** A body's record fields as column values: the other fields of a body (a password) are its behaviour's. */
export function toColumns(resource: RestResource, body: Values): Values {
  const columns: Values = {};
  for (const field of recordFields(resource)) {
    if (field === 'id' || !(field in body)) continue;
    columns[columnOf(resource, field)] = toColumnValue(resource, field, body[field]);
  }
  return columns;
}
