import {
  CloneType,
  Kind,
  type SchemaOptions,
  type Static,
  type TLiteral,
  type TLiteralValue,
  type TSchema,
  type TUnion,
  TypeRegistry,
} from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { INT4_MAX } from './common';
import * as Type from './typeBuilder';

export const Doc = <T extends TSchema>(schema: T, title: string, description: string): T =>
  CloneType(schema, { title, description });

const NULLABLE_KIND = 'NullableValue';
/** Where a NullableField keeps the schema of its non-null values (a symbol: invisible to JSON Schema tools). */
const NullableOf = Symbol.for('matchday.contract.NullableOf');

TypeRegistry.Set(NULLABLE_KIND, (schema: Record<PropertyKey, unknown>, value: unknown) => {
  return value === null || Value.Check(schema[NullableOf] as TSchema, value);
});

/**
 * Not `Type.Union([T, Type.Null()])`: Fastify's Ajv coerces inside anyOf branches, so `[integer, null]` turns a
 * null score into 0. This is `nullable: true` for Ajv and OpenAPI and a registered kind for TypeBox's checker.
 */
export const NullableField = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, nullable: true, [Kind]: NULLABLE_KIND, [NullableOf]: schema });

export const OneOf = <const T extends readonly [TLiteralValue, ...TLiteralValue[]]>(
  values: T,
  options?: SchemaOptions,
) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;

export const BodyId = () => Type.Integer({ minimum: 1, maximum: INT4_MAX });

/** In the order screens sort them. */
export const POSITIONS = ['G', 'D', 'M', 'F'] as const;
export type PositionCode = (typeof POSITIONS)[number];
export const Position = OneOf(POSITIONS, { description: 'G goalkeeper, D defender, M midfielder, F forward' });

/** How a screen shows a value its JSON type does not name; a symbol, invisible to validators and OpenAPI. */
export const FIELD_KIND = Symbol.for('matchday.contract.FieldKind');
export type AnnotatedKind = 'baht' | 'date' | 'datetime' | 'minute' | 'time' | 'image' | 'password';
const kind = (annotated: AnnotatedKind) => ({ [FIELD_KIND]: annotated });

/** Baht amounts and fantasy prices: NUMERIC(12,2) in the database. */
export const Money = (description: string) => Type.Number({ minimum: 0, maximum: 9_999_999_999.99, description });

export const Baht = (description: string) => CloneType(Money(description), kind('baht'));

export const Secret = <T extends TSchema>(schema: T) => CloneType(schema, kind('password'));

/** Where a reference keeps the resource it names; a symbol, invisible to validators and OpenAPI. */
export const REFERENCE = Symbol.for('matchday.contract.Reference');
export interface ReferenceTarget {
  /** the resource whose records it names: the SPA's select of them */
  resource: string;
  /** that resource's table: the foreign key's */
  table: string;
}

/** The id of a record of another resource: a select of its records in a form, a foreign key in its migration. */
export const Reference = (resource: string, table = resource) =>
  Type.Integer({ minimum: 1, maximum: INT4_MAX, [REFERENCE]: { resource, table } satisfies ReferenceTarget });

export const referenceOf = (schema: unknown): ReferenceTarget | undefined =>
  (schema as { [REFERENCE]?: ReferenceTarget } | undefined)?.[REFERENCE];

export const ImageUrl = (description: string) => Type.String({ description, ...kind('image') });

export const DateText = (description = 'A date, YYYY-MM-DD (calendar validity is checked by the server)') =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description, ...kind('date') });

/** A wall-clock minute in an answer, as stored; a body takes BangkokDateTime, which refuses a minute that does not exist. */
export const WallClockMinute = (description: string) => Type.String({ description, ...kind('minute') });

export const TimeText = (description = 'A time of day, HH:mm (24-hour)') =>
  Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description, ...kind('time') });

export const Instant = (description = 'An instant, ISO-8601 UTC') => Type.String({ description, ...kind('datetime') });

export const Flag = OneOf([0, 1]);

export const PageInfo = {
  page: Type.Integer({ minimum: 1, description: 'The page answered (1-based)' }),
  limit: Type.Integer({ minimum: 1, description: 'Rows per page' }),
  total: Type.Integer({ minimum: 0, description: 'Rows in all pages' }),
};
