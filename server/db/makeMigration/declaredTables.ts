/**
 * Types follow the migrations' conventions (instants, days and choices are text, booleans checked 0/1 integers,
 * baht numeric(12, 2), a reference an integer with its foreign key), so one DDL serves SQLite and PostgreSQL.
 */
import type { TSchema } from '@sinclair/typebox';
import { columnOf, FIELD_KIND, type RestResource, referenceOf } from '../../../contract';
import { MONEY } from '../migrations/column-types';

export type ColumnCheck =
  | { kind: 'flag' }
  | { kind: 'oneOf'; values: string[] }
  | { kind: 'references'; table: string };

export interface DeclaredColumn {
  name: string;
  type: 'integer' | 'text' | typeof MONEY;
  nullable: boolean;
  check?: ColumnCheck;
}

export interface DeclaredTable {
  name: string;
  /** every column but id, which withId makes */
  columns: DeclaredColumn[];
  indexed: string[];
}

interface FieldSchema extends TSchema {
  type?: string;
  anyOf?: FieldSchema[];
  const?: unknown;
  nullable?: boolean;
}

const isNull = (schema: FieldSchema) => schema.type === 'null';

/** Nullable's union or NullableField's flag. */
function withoutNull(schema: FieldSchema): { value: FieldSchema; nullable: boolean } {
  const others = schema.anyOf?.filter((alternative) => !isNull(alternative));
  if (others && others.length === 1 && others.length < (schema.anyOf?.length ?? 0)) {
    return { value: others[0] as FieldSchema, nullable: true };
  }
  return { value: schema, nullable: schema.nullable === true };
}

/** JSON is stored as text; it may be null unless the schema says what it is and null is not among it. */
function jsonColumn(name: string, schema: FieldSchema): DeclaredColumn {
  const admitsNull = (schema.type === undefined && schema.anyOf === undefined) || withoutNull(schema).nullable;
  return { name, type: 'text', nullable: admitsNull };
}

function choiceValues(schema: FieldSchema): unknown[] | undefined {
  const values = schema.anyOf?.map((alternative) => alternative.const);
  return values?.every((value) => value !== undefined) ? values : undefined;
}

function typed(schema: FieldSchema): Pick<DeclaredColumn, 'type' | 'check'> | undefined {
  const reference = referenceOf(schema);
  if (reference) return { type: 'integer', check: { kind: 'references', table: reference.table } };
  if (schema.type === 'integer') return { type: 'integer' };
  if (schema.type === 'number' && (schema as { [FIELD_KIND]?: string })[FIELD_KIND] === 'baht') return { type: MONEY };
  if (schema.type === 'string') return { type: 'text' };
  if (schema.type === 'boolean') return { type: 'integer', check: { kind: 'flag' } };
  const values = choiceValues(schema);
  if (values?.every((value) => typeof value === 'string')) {
    return { type: 'text', check: { kind: 'oneOf', values: values as string[] } };
  }
  if (values?.every((value) => value === 0 || value === 1)) return { type: 'integer', check: { kind: 'flag' } };
  return undefined;
}

function columnFor(resource: RestResource, field: string, schema: FieldSchema): DeclaredColumn {
  const name = columnOf(resource, field);
  if (resource.columns?.[field]?.json) return jsonColumn(name, schema);
  const { value, nullable } = withoutNull(schema);
  const kind = typed(value);
  if (!kind) {
    throw new Error(
      `${resource.name}.${field}: no column kind for this schema (integer, baht, text, boolean, a day, a ` +
        'date-time, a choice, a reference, JSON); write this part of the migration by hand',
    );
  }
  if (nullable && kind.check?.kind === 'flag') {
    throw new Error(`${resource.name}.${field}: a nullable boolean has no column kind; write it by hand`);
  }
  return { name, nullable, ...kind };
}

export function declaredTable(resource: RestResource): DeclaredTable {
  const fields = Object.entries(resource.record.properties as Record<string, FieldSchema>);
  const listedBy = [...resource.sortable, ...Object.keys(resource.filters ?? {})];
  return {
    name: resource.table,
    columns: fields.filter(([field]) => field !== 'id').map(([field, schema]) => columnFor(resource, field, schema)),
    indexed: [...new Set(listedBy.map((field) => columnOf(resource, field)))],
  };
}
