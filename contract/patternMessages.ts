/**
 * A failed `pattern` ("must match pattern "[^\s\u00AD...]"") says nothing to an operator, so a schema names what
 * its pattern means through describedPattern, and the validators answer with that message and code.
 */
import type { ErrorCode, ErrorParam } from './errorCodes';

type PatternMessage = string | ((value: unknown) => string | undefined);
type PatternCode = ErrorCode | ((value: unknown) => ErrorCode | undefined);
/** The params the code's message interpolates (the refused value, say), worked out from the refused value. */
type PatternParams = (value: unknown) => Record<string, ErrorParam>;

const messages = new Map<string, PatternMessage>();
const codes = new Map<string, PatternCode>();
const paramsOf = new Map<string, PatternParams>();

export function describedPattern(
  pattern: string,
  message: PatternMessage,
  code?: PatternCode,
  params?: PatternParams,
): string {
  messages.set(pattern, message);
  if (code) codes.set(pattern, code);
  if (params) paramsOf.set(pattern, params);
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

/** The params of a pattern's code for the value it refused: none unless the pattern was named with some. */
export function patternParams(pattern: unknown, value?: unknown): Record<string, ErrorParam> {
  const params = typeof pattern === 'string' ? paramsOf.get(pattern) : undefined;
  return params?.(value) ?? {};
}
