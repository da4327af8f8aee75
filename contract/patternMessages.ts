/**
 * A failed `pattern` ("must match pattern "[^\s\u00AD...]"") says nothing to an operator, so a schema names what
 * its pattern means through describedPattern, and the validators answer with that message and code.
 */
import type { ErrorCode } from './errorCodes';

type PatternMessage = string | ((value: unknown) => string | undefined);
type PatternCode = ErrorCode | ((value: unknown) => ErrorCode | undefined);

const messages = new Map<string, PatternMessage>();
const codes = new Map<string, PatternCode>();

export function describedPattern(pattern: string, message: PatternMessage, code?: PatternCode): string {
  messages.set(pattern, message);
  if (code) codes.set(pattern, code);
  return pattern;
}

export function patternMessage(pattern: unknown, value?: unknown): string | undefined {
  const message = typeof pattern === 'string' ? messages.get(pattern) : undefined;
  return typeof message === 'function' ? message(value) : message;
}

export function patternCode(pattern: unknown, value?: unknown): ErrorCode | undefined {
  const code = typeof pattern === 'string' ? codes.get(pattern) : undefined;
  return typeof code === 'function' ? code(value) : code;
}
