/**
 * Checked on the text before it is parsed, in one pass without recursion: JSON.parse spends half a second on
 * 500,000 nested `[`, blocking every other request, and silently keeps the last of duplicate keys, so
 * `{"status":"cancelled","status":"completed"}` would read as a confirmation.
 */

/** No body of the contract nests deeper than a few levels; 32 leaves room and stops a flood at once. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
export const duplicateKeyMessage = (key: string) => `The request body names "${key}" twice`;

interface Level {
  keys: Set<string> | undefined;
  expectingKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function endOfString(text: string, start: number): number {
  for (let at = start + 1; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === BACKSLASH) at++;
    else if (code === QUOTE) return at + 1;
  }
  return text.length;
}

/** A key's value as JSON.parse would give it: escapes decoded, so "a" and "\u0061" are the same key. */
function keyOf(raw: string): string {
  if (!raw.includes('\\')) return raw.slice(1, -1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw; // malformed: JSON.parse of the whole body refuses it
  }
}

export type JsonBodyProblem =
  | { message: string; code: 'request.too_deep'; params: { limit: number } }
  | { message: string; code: 'request.duplicate_key'; params: { key: string } };

export const findJsonBodyProblem = (text: string, maxDepth = MAX_JSON_DEPTH): string | undefined =>
  jsonBodyProblem(text, maxDepth)?.message;

export function jsonBodyProblem(text: string, maxDepth = MAX_JSON_DEPTH): JsonBodyProblem | undefined {
  const levels: Level[] = [];
  for (let at = 0; at < text.length; ) {
    const char = text[at];
    if (char === '"') {
      const end = endOfString(text, at);
      const level = levels[levels.length - 1];
      if (level?.keys && level.expectingKey) {
        const key = keyOf(text.slice(at, end));
        if (level.keys.has(key)) {
          return { message: duplicateKeyMessage(key), code: 'request.duplicate_key', params: { key } };
        }
        level.keys.add(key);
        level.expectingKey = false;
      }
      at = end;
      continue;
    }
    if (char === '{' || char === '[') {
      if (levels.length >= maxDepth) {
        return { message: TOO_DEEP_MESSAGE, code: 'request.too_deep', params: { limit: maxDepth } };
      }
      levels.push({ keys: char === '{' ? new Set() : undefined, expectingKey: char === '{' });
    } else if (char === '}' || char === ']') {
      levels.pop();
    } else if (char === ',') {
      const level = levels[levels.length - 1];
      if (level?.keys) level.expectingKey = true;
    }
    at++;
  }
  return undefined;
}
