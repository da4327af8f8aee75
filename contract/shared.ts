/**
 * Building blocks used by several resource files (common.ts holds the fixed ones).
 */
import {
  CloneType,
  Kind,
  type SchemaOptions,
  type Static,
  type TLiteral,
  type TLiteralValue,
  type TSchema,
  type TUnion,
  Type,
  TypeRegistry,
} from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { INT4_MAX } from './common';

/** Gives a top-level schema the title and description that become its OpenAPI documentation. */
export const Doc = <T extends TSchema>(schema: T, title: string, description: string): T =>
  CloneType(schema, { title, description });

const NULLABLE_KIND = 'NullableValue';
/** Where a NullableField keeps the schema of its non-null values (a symbol: invisible to JSON Schema tools). */
const NullableOf = Symbol.for('matchday.contract.NullableOf');

TypeRegistry.Set(NULLABLE_KIND, (schema: Record<PropertyKey, unknown>, value: unknown) => {
  return value === null || Value.Check(schema[NullableOf] as TSchema, value);
});

/**
 * A request-body value that may be null.
 *
 * Why not `Type.Union([T, Type.Null()])`: Fastify's default Ajv coerces types inside anyOf
 * branches, so `[integer, null]` turns a null score into 0 and `[null, integer]` turns 0 into null.
 * This schema is `{ type: T, nullable: true, ... }` for Ajv and OpenAPI (null stays null), and a
 * registered TypeBox kind for TypeCompiler/Value (null, or a value matching T).
 * Answers use `Nullable` from common.ts: they are serialised, never coerced.
 */
export const NullableField = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, nullable: true, [Kind]: NULLABLE_KIND, [NullableOf]: schema });

/** One of a fixed list of values (an enum), typed as the union of those literals. */
export const OneOf = <const T extends readonly [TLiteralValue, ...TLiteralValue[]]>(
  values: T,
  options?: SchemaOptions,
) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;

/** A positive database id inside a body (the same bounds as IdParam in a path). */
export const BodyId = () => Type.Integer({ minimum: 1, maximum: INT4_MAX });

/** Player positions, in the order screens sort them (spec section 9). */
export const POSITIONS = ['G', 'D', 'M', 'F'] as const;
export type PositionCode = (typeof POSITIONS)[number];
export const Position = OneOf(POSITIONS, { description: 'G goalkeeper, D defender, M midfielder, F forward' });

/**
 * How a screen shows a value whose JSON type does not say it (baht, a day, an instant, an image). A symbol, like
 * NullableOf below: invisible to JSON Schema validators and OpenAPI. The SPA's generated views read it
 * (src/kit/fields.ts).
 */
export const FIELD_KIND = Symbol.for('matchday.contract.FieldKind');
export type AnnotatedKind = 'baht' | 'date' | 'datetime' | 'minute' | 'time' | 'image' | 'password';
const kind = (annotated: AnnotatedKind) => ({ [FIELD_KIND]: annotated });

/** Baht amounts and fantasy prices: NUMERIC(12,2) in the database. */
export const Money = (description: string) => Type.Number({ minimum: 0, maximum: 9_999_999_999.99, description });

/** An amount of baht: money shown with the currency. */
export const Baht = (description: string) => CloneType(Money(description), kind('baht'));

/** A secret a person types (a password): its input hides what is typed. */
export const Secret = <T extends TSchema>(schema: T) => CloneType(schema, kind('password'));

/** An image as a data URL or a URL the browser can load. */
export const ImageUrl = (description: string) => Type.String({ description, ...kind('image') });

/** 'YYYY-MM-DD' (team-vs dates, audit-log filters). Calendar validity is checked in the handler. */
export const DateText = (description = 'A date, YYYY-MM-DD (calendar validity is checked by the server)') =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description, ...kind('date') });

/**
 * 'YYYY-MM-DD HH:mm', a minute of the operator's wall clock (game-week dates), in an answer: the stored text. A
 * body takes BangkokDateTime (bangkokDateTime.ts), which refuses a minute that does not exist.
 */
export const WallClockMinute = (description: string) => Type.String({ description, ...kind('minute') });

/** 'HH:mm', 24-hour clock. */
export const TimeText = (description = 'A time of day, HH:mm (24-hour)') =>
  Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description, ...kind('time') });

/** An instant in an answer: ISO-8601 UTC text as Date#toISOString() writes it. */
export const Instant = (description = 'An instant, ISO-8601 UTC') => Type.String({ description, ...kind('datetime') });

/** A 0/1 flag as the spec sends it (team is_close). */
export const Flag = OneOf([0, 1]);

/** Page, limit and total of the paged lists we added (entrants, users, audit log). */
export const PageInfo = {
  page: Type.Integer({ minimum: 1, description: 'The page answered (1-based)' }),
  limit: Type.Integer({ minimum: 1, description: 'Rows per page' }),
  total: Type.Integer({ minimum: 0, description: 'Rows in all pages' }),
};
