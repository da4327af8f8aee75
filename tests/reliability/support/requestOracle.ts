/**
 * Decides whether a generated request is VALID by the contract, independently of the server under test:
 * the request is taken apart the way HTTP and Fastify's documented defaults take it apart (percent-decoding,
 * the 1 MiB JSON body limit, a leading BOM ignored, prototype-poisoning keys refused, text/plain accepted as
 * text, multipart left to the upload route), and the contract's own schemas judge the parts with a JSON
 * Schema validator set up as the server documents it (server/routes/requestValidation.ts: path text coerced,
 * bodies not coerced but for the conversions the contract declares, defaults filled in, and no text holding a
 * NUL character), and the contract's rules on text before coercion and parsing (whole numbers in plain digits;
 * JSON no deeper than 32 levels, no key twice). The text rules (valid Unicode, no control characters) are the
 * schemas' own patterns. A path with a `.` or `..` segment names nothing, and sign-in takes at most 4 KB.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RouteDef } from '../../../contract';
import { findNonCanonicalInteger } from '../../../contract/canonicalIntegers';
import { findJsonBodyProblem } from '../../../contract/jsonBodyText';
import { applyDeclaredInput } from '../../../contract/requestInput';
import { JSON_BODY_LIMIT } from '../../../server/app';
import { SIGN_IN_BODY_LIMIT } from '../../../server/plugins/signInThrottle';
import { UPLOAD_BODY_LIMIT } from '../../../server/routes/register';
import type { HostileRequest } from './hostileRequests';

export type Verdict = { valid: true } | { valid: false; reason: string };

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: false, strict: false });
  addFormats(ajv);
  return ajv;
}

const textParts = makeAjv('array');
const bodies = makeAjv(false);
const compiled = new Map<unknown, ValidateFunction>();

function validatorFor(schema: object, part: 'params' | 'body'): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = (part === 'body' ? bodies : textParts).compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** JSON.parse plus what secure-json-parse refuses: own __proto__ keys and constructor.prototype. */
function hasPoisonedKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    const ctor = (node as Record<string, unknown>).constructor;
    if (Object.hasOwn(node, 'constructor') && ctor && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) {
      return true;
    }
    for (const key of Object.keys(node)) pending.push((node as Record<string, unknown>)[key]);
  }
  return false;
}

/** server/routes/requestValidation.ts: no text in a validated part may hold a NUL character. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === 'string' && node.includes('\u0000')) return true;
    if (node !== null && typeof node === 'object') pending.push(...Object.values(node));
  }
  return false;
}

type Parsed = { ok: true; body: unknown } | { ok: false; reason: string };

function parseJson(text: string): Parsed {
  if (text.length === 0) return { ok: false, reason: 'empty JSON body' };
  // the contract's rule on JSON text: nesting deeper than 32 levels, or a key twice in one object
  const shape = findJsonBodyProblem(text);
  if (shape) return { ok: false, reason: shape };
  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let body: unknown;
  try {
    body = JSON.parse(unmarked);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  return hasPoisonedKey(body) ? { ok: false, reason: 'prototype-poisoning key' } : { ok: true, body };
}

/** What the route's handler would receive as its body, or why the body never gets that far. */
function parseBody(route: RouteDef, request: HostileRequest): Parsed {
  if (request.payload === undefined) return { ok: true, body: undefined };
  const bytes = Buffer.from(request.payload);
  const limit = route.multipart ? UPLOAD_BODY_LIMIT : route.id === 'login' ? SIGN_IN_BODY_LIMIT : JSON_BODY_LIMIT;
  if (bytes.length > limit) return { ok: false, reason: 'body too large' };
  const media = request.contentType?.split(';')[0].trim().toLowerCase();
  const text = bytes.toString('utf8');
  if (media === undefined)
    return bytes.length === 0 ? { ok: true, body: undefined } : { ok: false, reason: 'no content type' };
  if (media === 'application/json') return parseJson(text);
  if (media === 'text/plain') return { ok: true, body: text };
  if (media === 'multipart/form-data') return { ok: true, body: undefined };
  return { ok: false, reason: `unsupported content type ${media}` };
}

export function judgeRequest(route: RouteDef, request: HostileRequest): Verdict {
  for (const [name, value] of Object.entries(request.params)) {
    if (value === null) return { valid: false, reason: `malformed or overlong path segment ${name}` };
  }
  for (const value of Object.values(request.params)) {
    if (value?.split(/[/\\]/).some((part) => part === '.' || part === '..')) {
      return { valid: false, reason: 'a dot segment in the path' };
    }
  }
  if (route.params && holdsNul(request.params)) return { valid: false, reason: 'NUL character in the path' };
  if (route.params && findNonCanonicalInteger(route.params, request.params)) {
    return { valid: false, reason: 'a whole number in the path not written in plain digits' };
  }
  if (route.params && !validatorFor(route.params, 'params')({ ...request.params })) {
    return { valid: false, reason: 'path parameter out of contract' };
  }
  const parsed = parseBody(route, request);
  if (!parsed.ok) return { valid: false, reason: parsed.reason };
  // the generators never produce a real image in the 'slip' field: every upload here must be refused
  if (route.multipart) return { valid: false, reason: 'no image in the slip field' };
  if (!route.body) return { valid: true };
  if (holdsNul(parsed.body)) return { valid: false, reason: 'NUL character in the body' };
  // validation fills defaults and strips extras in place: judge a copy, converted as the contract declares
  const body = parsed.body === undefined ? undefined : structuredCloneSafe(parsed.body);
  applyDeclaredInput(route.body, body);
  return validatorFor(route.body, 'body')(body) ? { valid: true } : { valid: false, reason: 'body out of contract' };
}

/** structuredClone recurses; a pathologically deep body is judged on the original (it fails anyway). */
function structuredCloneSafe(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}
