/**
 * Whole numbers in a path or query arrive as text and are coerced to numbers, and coercion is lenient:
 * `0x1`, `00001`, ` 1` and `1 ` all became 1 (`PUT /team/0x1` updated team 1). Such text is refused before
 * coercion, by the schema's own types: every integer field of a path or query must be written in plain
 * decimal digits, as `String(n)` writes it. Pure, so the server and any other runtime apply it alike.
 */

export const NON_CANONICAL_MESSAGE = 'must be a whole number written in plain digits';

const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

interface SchemaLike {
  type?: unknown;
  properties?: Record<string, SchemaLike>;
}

/** The path ('/id') of the first integer field of `schema` whose text is not plain digits, or undefined. */
export function findNonCanonicalInteger(schema: unknown, value: unknown): string | undefined {
  const properties = (schema as SchemaLike | undefined)?.properties;
  if (!properties || value === null || typeof value !== 'object') return undefined;
  for (const [name, property] of Object.entries(properties)) {
    if (property.type !== 'integer') continue;
    const text = (value as Record<string, unknown>)[name];
    const texts = Array.isArray(text) ? text : [text];
    if (texts.some((item) => typeof item === 'string' && !CANONICAL_INTEGER.test(item))) return `/${name}`;
  }
  return undefined;
}

/**
 * A regular expression (source, unanchored) matching exactly the plain decimal text of 1..max, for an id
 * kept as text in a schema (a path segment that may also be '-'): 2147483648 must be refused like any
 * other id too large for its column, not reach the database.
 */
export function plainDigitsUpTo(max: number): string {
  const digits = String(max);
  const alternatives: string[] = [];
  if (digits.length > 1) alternatives.push(`[1-9][0-9]{0,${digits.length - 2}}`);
  for (let at = 0; at < digits.length; at++) {
    const low = at === 0 ? 1 : 0;
    const high = Number(digits[at]) - 1;
    if (high < low) continue;
    const rest = digits.length - at - 1;
    alternatives.push(`${digits.slice(0, at)}[${low}-${high}]${rest > 0 ? `[0-9]{${rest}}` : ''}`);
  }
  alternatives.push(digits);
  return `(${alternatives.join('|')})`;
}
