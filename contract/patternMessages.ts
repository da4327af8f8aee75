/**
 * What a failed `pattern` means, for a person: "must match pattern "[^\s\u00AD...]"" says nothing to an
 * operator. A schema names its pattern through describedPattern, and the validators (the server's and the
 * demo's) answer "Invalid <field>: <message>" with it.
 */
const messages = new Map<string, string>();

export function describedPattern(pattern: string, message: string): string {
  messages.set(pattern, message);
  return pattern;
}

/** The message of a pattern named with describedPattern, else undefined (the validator's own words). */
export const patternMessage = (pattern: unknown) => (typeof pattern === 'string' ? messages.get(pattern) : undefined);
