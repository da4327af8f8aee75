/**
 * Request validation with the contract's schemas, behaving like the server's Ajv setup
 * (server/plugins/validation.ts): path and query text is coerced ("12" -> 12), bodies are not;
 * defaults are filled in; properties a closed object does not declare are dropped; text holding a NUL
 * character is refused first; the first problem becomes "<field> is required" or
 * "Invalid <field>: <what Ajv would say>".
 */
import type { TSchema } from '@sinclair/typebox';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value, type ValueError } from '@sinclair/typebox/value';
import { findNonCanonicalInteger, NON_CANONICAL_MESSAGE } from '../../contract/canonicalIntegers';
import { findNulCharacter, NUL_CHARACTERS_MESSAGE } from '../../contract/nulCharacters';
import { patternMessage } from '../../contract/patternMessages';

export type RequestPart = 'params' | 'querystring' | 'body';

export type Validated = { ok: true; value: unknown } | { ok: false; error: string };

/** contract/shared.ts keeps a NullableField's inner schema under this registered symbol. */
const NULLABLE_OF = Symbol.for('matchday.contract.NullableOf');

interface SchemaLike {
  type?: string;
  properties?: Record<string, SchemaLike>;
  additionalProperties?: unknown;
  items?: SchemaLike;
  [key: string]: unknown;
}

/** Ajv's removeAdditional: true — only objects that say additionalProperties: false lose extras. */
function removeAdditional(schema: SchemaLike, value: unknown): void {
  if (Array.isArray(value)) {
    if (schema.items) for (const item of value) removeAdditional(schema.items, item);
    return;
  }
  if (!value || typeof value !== 'object' || !schema.properties) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const property = schema.properties[key];
    if (property) removeAdditional(property, record[key]);
    else if (schema.additionalProperties === false) delete record[key];
  }
}

const fieldOf = (path: string) => path.replace(/^\//, '').replaceAll('/', '.');

/** "Invalid <field>: <what>", naming the request part when the whole of it is at fault, as the server does. */
const invalid = (path: string, part: RequestPart, what: string) =>
  `Invalid ${fieldOf(path) || (part === 'body' ? 'body' : part)}: ${what}`;

/** What Ajv says for the same failure, so demo and server messages read alike. */
function ajvMessage(error: ValueError): string {
  const schema = error.schema as SchemaLike;
  switch (error.type) {
    case ValueErrorType.String:
      return 'must be string';
    case ValueErrorType.Number:
      return 'must be number';
    case ValueErrorType.Integer:
      return 'must be integer';
    case ValueErrorType.Boolean:
      return 'must be boolean';
    case ValueErrorType.Object:
      return 'must be object';
    case ValueErrorType.Array:
      return 'must be array';
    case ValueErrorType.Null:
      return 'must be null';
    case ValueErrorType.StringMinLength:
      return `must NOT have fewer than ${schema.minLength} characters`;
    case ValueErrorType.StringMaxLength:
      return `must NOT have more than ${schema.maxLength} characters`;
    case ValueErrorType.StringPattern:
      return patternMessage(schema.pattern) ?? `must match pattern "${schema.pattern}"`;
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `must be >= ${schema.minimum}`;
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `must be <= ${schema.maximum}`;
    case ValueErrorType.NumberExclusiveMinimum:
    case ValueErrorType.IntegerExclusiveMinimum:
      return `must be > ${schema.exclusiveMinimum}`;
    case ValueErrorType.NumberExclusiveMaximum:
    case ValueErrorType.IntegerExclusiveMaximum:
      return `must be < ${schema.exclusiveMaximum}`;
    case ValueErrorType.Literal:
      return 'must be equal to constant';
    case ValueErrorType.ArrayMinItems:
      return `must NOT have fewer than ${schema.minItems} items`;
    case ValueErrorType.ArrayMaxItems:
      return `must NOT have more than ${schema.maxItems} items`;
    default:
      return error.message;
  }
}

/**
 * Ajv stops at the first failing keyword of the first anyOf branch; a nullable field is checked
 * against its inner schema. Follow TypeBox's error down to the same place.
 */
function firstLeafError(error: ValueError): ValueError {
  if (error.type === ValueErrorType.Union) {
    const inner = error.errors[0]?.First();
    if (inner) return firstLeafError(inner);
  }
  if (error.type === ValueErrorType.Kind) {
    const inner = (error.schema as unknown as Record<symbol, TSchema | undefined>)[NULLABLE_OF];
    const first = inner && Value.Errors(inner, error.value).First();
    if (first) return firstLeafError({ ...first, path: `${error.path}${first.path}` });
  }
  return error;
}

export function describeError(error: ValueError, part: RequestPart): string {
  const leaf = firstLeafError(error);
  const field = fieldOf(leaf.path);
  if (leaf.type === ValueErrorType.ObjectRequiredProperty) return `${field} is required`;
  if (leaf.type === ValueErrorType.ObjectAdditionalProperties) return `${field} is not allowed`;
  return invalid(leaf.path, part, ajvMessage(leaf));
}

export function validate(schema: TSchema | undefined, part: RequestPart, input: unknown): Validated {
  if (!schema) return { ok: true, value: input };
  const nulAt = findNulCharacter(input);
  if (nulAt !== undefined) {
    return { ok: false, error: invalid(nulAt, part, NUL_CHARACTERS_MESSAGE) };
  }
  const nonCanonicalAt = part === 'body' ? undefined : findNonCanonicalInteger(schema, input);
  if (nonCanonicalAt !== undefined) return { ok: false, error: invalid(nonCanonicalAt, part, NON_CANONICAL_MESSAGE) };
  let value = input === undefined ? undefined : structuredClone(input);
  if (part !== 'body') value = Value.Convert(schema, value);
  value = Value.Default(schema, value);
  removeAdditional(schema as SchemaLike, value);
  const first = Value.Errors(schema, value).First();
  return first ? { ok: false, error: describeError(first, part) } : { ok: true, value };
}
