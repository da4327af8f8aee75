/**
 * Coercion of path and query text is lenient (`0x1`, `00001`, ` 1` all read as 1), so every integer field of a
 * path or query is refused before coercion unless written in plain decimal digits, as `String(n)` writes it.
 */

export const NON_CANONICAL_MESSAGE = 'must be a whole number written in plain digits';

const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

interface SchemaLike {
  type?: unknown;
  properties?: Record<string, SchemaLike>;
}

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

/** For an id kept as text (a path segment that may also be '-'): 2147483648 is refused like any other id too large for its column. */
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
