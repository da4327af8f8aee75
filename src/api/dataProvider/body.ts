/** react-admin hands back the whole record (synthetic `id`, read-only columns); the body schema picks what is sent. */
import type { TSchema } from '@sinclair/typebox';
import type { DataRecord } from './types';

interface ObjectLike {
  properties: Record<string, TSchema>;
  required?: string[];
}

const isObjectSchema = (schema: unknown): schema is ObjectLike =>
  !!schema && typeof schema === 'object' && typeof (schema as ObjectLike).properties === 'object';

function pick(data: DataRecord, schema: ObjectLike): DataRecord {
  const body: DataRecord = {};
  for (const key of Object.keys(schema.properties)) if (data[key] !== undefined) body[key] = data[key];
  return body;
}

/** A union (the two player payloads) takes the first branch whose required fields are all present. */
export function bodyFromSchema(schema: TSchema | undefined, data: DataRecord): DataRecord | undefined {
  if (!schema) return undefined;
  if (isObjectSchema(schema)) return pick(data, schema);
  const branches: unknown[] = Array.isArray(schema.anyOf) ? schema.anyOf : [];
  const branch = branches
    .filter(isObjectSchema)
    .find((candidate) => (candidate.required ?? []).every((key) => data[key] !== undefined));
  if (branch) return pick(data, branch);
  const { id: _id, ...rest } = data;
  return rest;
}
