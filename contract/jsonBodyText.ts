/**
 * Checks on a JSON body's text made before it is parsed, in one pass and without recursion, so a hostile
 * body is refused in microseconds: JSON.parse would first spend half a second on 500,000 nested `[` (and
 * block every other request meanwhile), and it silently keeps the last of duplicate keys, so
 * `{"status":"cancelled","status":"completed"}` read as a confirmation. Text that is not JSON at all is
 * left to the parser to refuse. Pure: the server's JSON parser and any other runtime call it alike.
 */

/** No body of the contract nests deeper than a few levels; 32 leaves room and stops a flood at once. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
export const duplicateKeyMessage = (key: string) => `The request body names "${key}" twice`;

interface Level {
  /** keys seen so far in this object; undefined for an array */
  keys: Set<string> | undefined;
  /** in an object: the next string is a key */
  expectingKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Where the string starting at `start` (its opening quote) ends: the index after its closing quote. */
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

/** What is wrong with a body's text, with its code in the error catalogue (contract/errorCodes.ts). */
export type JsonBodyProblem =
  | { message: string; code: 'request.too_deep'; params: { limit: number } }
  | { message: string; code: 'request.duplicate_key'; params: { key: string } };

/** The message for a person when the body nests too deeply or repeats a key in one object, else undefined. */
export const findJsonBodyProblem = (text: string, maxDepth = MAX_JSON_DEPTH): string | undefined =>
  jsonBodyProblem(text, maxDepth)?.message;

/** The body nesting too deeply or repeating a key in one object, else undefined. */
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
