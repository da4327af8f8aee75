/** A contract field's kind, requiredness and bounds, read from the TypeBox schema so no screen writes them again. */
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
  choices?: readonly Choice[];
  maxLength?: number;
  /** text: 0 (or none) where empty text is a value of its own (a reward place left empty) */
  minLength?: number;
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

/** A number input's step: whole numbers, else the satang of baht and of the two decimals money is stored with. */
export const numberStep = (field: FieldSpec) => (field.kind === 'integer' ? 1 : 0.01);

export function objectFields(schema: TSchema | undefined): FieldSpec[] {
  const object = schema as SchemaLike | undefined;
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).map(([source, property]) => fieldOf(source, property, required.has(source)));
}

export const fieldsByName = (schema: TSchema | undefined): Map<string, FieldSpec> =>
  new Map(objectFields(schema).map((field) => [field.source, field]));

const readSchemas = new WeakMap<TSchema, Map<string, FieldSpec>>();

/** Throws: a declaration naming a field its schema lacks is a bug. */
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
