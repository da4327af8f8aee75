/**
 * fast-check arbitraries read off the contract's JSON schemas: values that are MOSTLY valid for the schema,
 * the starting point the hostile mutations work from. Validity is never assumed from here: the request
 * oracle (requestOracle.ts) judges every generated request with the schema itself.
 *
 * Understands what contract/ uses: object (properties, required), integer and number (minimum, maximum),
 * string (minLength, maxLength, pattern), boolean, const, anyOf, allOf, not, nullable, and {} (anything).
 */
import fc from 'fast-check';
import { HTML_FRAGMENTS, SQL_FRAGMENTS, UNICODE_TEXTS } from './hostileValues';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** Database ids the seeded data holds (small numbers, the demo seasons) are likelier to reach deep code. */
const SEEDED_SEASON_IDS = [578, 577];
/** Values that let a generated body past the first check of its handler (the app key, the admin's name). */
const KNOWN_VALUES: Record<string, string[]> = { app_key: ['matchday'], username: ['admin'] };

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const near = fc.integer({ min, max: Math.min(max, min + 40) });
  const seeded = SEEDED_SEASON_IDS.filter((id) => id >= min && id <= max);
  return fc.oneof(
    { weight: 4, arbitrary: near },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    ...(seeded.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...seeded) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  return fc.oneof(
    integerArbitrary({ minimum: Math.ceil(min), maximum: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    // money as people type it: two decimals
    fc
      .integer({ min: Math.ceil(min * 100), max: Math.min(Math.floor(max * 100), Number.MAX_SAFE_INTEGER) })
      .map((cents) => cents / 100),
  );
}

/** Text a free-text field may legitimately hold that still trips naive code: SQL, HTML, odd Unicode, control characters. */
/** NUL most often: the one character a text column of PostgreSQL cannot hold. */
const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
);
const trickyText = fc.oneof(
  fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...UNICODE_TEXTS),
  // a control character (NUL among them) inside ordinary text
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 6 }), controlCharacter, fc.string({ maxLength: 6 }))
    .map(([before, control, after]) => `${before}${control}${after}`),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  fc
    .tuple(fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS), fc.constantFrom(...UNICODE_TEXTS))
    .map(([a, b]) => `x${a}${b}`),
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  // Ajv counts characters as code points
  const fitsLength = (text: string) =>
    [...text].length >= (schema.minLength ?? 0) && [...text].length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (text: string) => fitsLength(text) && (pattern === undefined || pattern.test(text));
  const tricky = trickyText.filter(fits);
  // a pattern anchored at both ends describes the whole text: generate from it (fast-check reads the plain form)
  if (schema.pattern?.startsWith('^') && schema.pattern.endsWith('$')) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }).filter(fits) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits) },
    { weight: 3, arbitrary: tricky },
  );
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => {
      const known = KNOWN_VALUES[key];
      const generated = schemaArbitrary(value);
      return [key, known ? fc.oneof(fc.constantFrom(...known), generated) : generated];
    }),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** The object schemas reachable through anyOf/allOf: the shapes an allOf of alternatives can take. */
function objectShapes(schema: JsonSchema): JsonSchema[] {
  if (schema.type === 'object') return [schema];
  return [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(objectShapes);
}

export function schemaArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const plain = plainArbitrary(schema);
  return schema.nullable ? fc.oneof(plain, fc.constant(null)) : plain;
}

function plainArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(schemaArbitrary));
  if (schema.allOf) {
    const shapes = objectShapes(schema);
    return shapes.length > 0 ? fc.oneof(...shapes.map(objectArbitrary)) : fc.jsonValue();
  }
  if (schema.not) return fc.jsonValue();
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}
