/**
 * What a screen needs to know about one field of a contract schema: its kind (how it is shown and typed in),
 * whether it is required, and its bounds. Read from the TypeBox schema, never written again by hand.
 */
import type { TSchema } from '@sinclair/typebox';
import { type AnnotatedKind, FIELD_KIND } from '../../contract/shared';
import { type TextLines, textRuleOf } from '../../contract/text';

export type FieldKind = 'integer' | 'number' | 'text' | 'enum' | 'boolean' | AnnotatedKind | 'other';
export type Choice = string | number;

export interface FieldSpec {
  source: string;
  kind: FieldKind;
  required: boolean;
  /** null is a value of its own (a score not played yet), not a missing one */
  nullable: boolean;
  /** enum fields: the allowed values, in the schema's order */
  choices?: readonly Choice[];
  maxLength?: number;
  /** text: 0 (or none) where empty text is a value of its own (a reward place left empty) */
  minLength?: number;
  /** text under the contract's text rules: one line, or several (tab and newline allowed) */
  lines?: TextLines;
  minimum?: number;
  maximum?: number;
}

interface SchemaLike {
  type?: string | string[];
  anyOf?: SchemaLike[];
  const?: unknown;
  properties?: Record<string, TSchema>;
  required?: string[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  [FIELD_KIND]?: AnnotatedKind;
}

/** Nullable in either of the contract's ways: `Nullable(T)` in answers, `NullableField(T)` in bodies. */
const isNullable = (schema: SchemaLike) =>
  schema.nullable === true || (schema.anyOf?.some((branch) => branch.type === 'null') ?? false);

/** A nullable answer value (`Nullable(T)`: anyOf [T, null]) stands for T. */
function withoutNull(schema: SchemaLike): SchemaLike {
  const branches = schema.anyOf?.filter((branch) => branch.type !== 'null');
  return branches && branches.length === 1 ? withoutNull(branches[0]) : schema;
}

function literalChoices(schema: SchemaLike): Choice[] | undefined {
  const branches = schema.anyOf;
  if (!branches || branches.length === 0 || !branches.every((branch) => branch.const !== undefined)) return undefined;
  return branches.map((branch) => branch.const as Choice);
}

function kindOf(schema: SchemaLike): FieldKind {
  if (schema[FIELD_KIND]) return schema[FIELD_KIND];
  if (literalChoices(schema)) return 'enum';
  switch (schema.type) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'string':
      return 'text';
    case 'boolean':
      return 'boolean';
    default:
      return 'other';
  }
}

/** One field of an object schema. */
export function fieldOf(source: string, property: TSchema, required: boolean): FieldSpec {
  const schema = withoutNull(property as SchemaLike);
  const choices = literalChoices(schema);
  return {
    source,
    kind: kindOf(schema),
    required,
    nullable: isNullable(property as SchemaLike),
    ...(choices ? { choices } : {}),
    ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
    ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
    ...(textRuleOf(schema) ? { lines: textRuleOf(schema)?.lines } : {}),
    ...(schema.minimum !== undefined ? { minimum: schema.minimum } : {}),
    ...(schema.maximum !== undefined ? { maximum: schema.maximum } : {}),
  };
}

/** Every field of an object schema, in its declared order; anything else has none. */
export function objectFields(schema: TSchema | undefined): FieldSpec[] {
  const object = schema as SchemaLike | undefined;
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).map(([source, property]) => fieldOf(source, property, required.has(source)));
}

/** The fields of an object schema by name. */
export const fieldsByName = (schema: TSchema | undefined): Map<string, FieldSpec> =>
  new Map(objectFields(schema).map((field) => [field.source, field]));

const readSchemas = new WeakMap<TSchema, Map<string, FieldSpec>>();

/** One field of an object schema that must have it (a declaration naming a field its schema lacks is a bug). */
export function fieldNamed(schema: TSchema, source: string): FieldSpec {
  let fields = readSchemas.get(schema);
  if (!fields) {
    fields = fieldsByName(schema);
    readSchemas.set(schema, fields);
  }
  const field = fields.get(source);
  if (!field) throw new Error(`${String(schema.title ?? 'the schema')} has no field ${source}`);
  return field;
}
