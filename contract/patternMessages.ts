/**
 * What a failed `pattern` means, for a person: "must match pattern "[^\s\u00AD...]"" says nothing to an
 * operator. A schema names its pattern through describedPattern, and the validators (the server's and the
 * demo's) answer "Invalid <field>: <message>" with it. Where one pattern holds several rules (the text rules,
 * contract/text.ts), the message is worked out from the refused value.
 */
type PatternMessage = string | ((value: unknown) => string | undefined);

const messages = new Map<string, PatternMessage>();

export function describedPattern(pattern: string, message: PatternMessage): string {
  messages.set(pattern, message);
  return pattern;
}

/** The message of a pattern named with describedPattern for the value it refused, else undefined (the validator's own words). */
export function patternMessage(pattern: unknown, value?: unknown): string | undefined {
  const message = typeof pattern === 'string' ? messages.get(pattern) : undefined;
  return typeof message === 'function' ? message(value) : message;
}
