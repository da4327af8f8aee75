/**
 * Request validation with the contract's schemas, for the request pipeline (pipeline.ts) that the server and
 * the demo share. Path and query values arrive as text, so they are coerced ("12" -> 12); JSON bodies are
 * NOT coerced: a body must carry the types the contract names, and anything else is a 400 that changes
 * nothing, except where the contract declares a conversion (contract/requestInput.ts: text in NFC, a whole
 * number typed as text where the spec's client sends it so). No text anywhere in a request may hold a NUL
 * character (contract/nulCharacters.ts): PostgreSQL cannot store one in a text column (it fails the statement,
 * a 500); both databases refuse it alike. The rest of the text rules are the schemas' (contract/text.ts).
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { RouteDef } from '../../contract';
import { findNonCanonicalInteger, NON_CANONICAL_MESSAGE } from '../../contract/canonicalIntegers';
import { findNulCharacter, NUL_CHARACTERS_MESSAGE } from '../../contract/nulCharacters';
import { patternMessage } from '../../contract/patternMessages';
import { applyDeclaredInput } from '../../contract/requestInput';
import { badRequest } from '../errors';

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
    // the refused value travels with the error: one pattern holds several text rules, and it says which
    verbose: true,
  });
  addFormats(ajv);
  return ajv;
}

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * The schema's validator, refusing first any text with a NUL character in it and, in a path or query, any
 * whole number not written in plain digits (before coercion would read `0x1` or `00001` as 1); then the
 * contract's declared conversions, so the schema judges the values as they will be stored.
 */
function withTextChecks(validate: Validator, schema: object, isText: boolean): Validator {
  const checked: Validator = (data) => {
    const nulAt = findNulCharacter(data);
    const nonCanonicalAt = isText ? findNonCanonicalInteger(schema, data) : undefined;
    const at = nulAt ?? nonCanonicalAt;
    if (at !== undefined) {
      const message = nulAt !== undefined ? NUL_CHARACTERS_MESSAGE : NON_CANONICAL_MESSAGE;
      checked.errors = [{ instancePath: at, schemaPath: '#', keyword: 'text', params: {}, message }];
      return false;
    }
    applyDeclaredInput(schema, data);
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

type Part = 'params' | 'querystring' | 'body';

/** The validated request parts, coerced and with defaults filled in (Ajv changes them in place). */
export interface ValidatedParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Compiles each route's validators once, on its first request, and checks the parts in Fastify's order
 * (params, body, query): the first problem is a 400 whose message names the field.
 */
export function createRequestValidator() {
  const textParts = makeAjv('array');
  const bodies = makeAjv(false);
  const compiled = new Map<string, Partial<Record<Part, Validator>>>();
  const validatorsOf = (route: RouteDef) => {
    let validators = compiled.get(route.id);
    if (!validators) {
      validators = {};
      if (route.params) validators.params = withTextChecks(textParts.compile(route.params), route.params, true);
      if (route.querystring) {
        validators.querystring = withTextChecks(textParts.compile(route.querystring), route.querystring, true);
      }
      if (route.body && !route.multipart)
        validators.body = withTextChecks(bodies.compile(route.body), route.body, false);
      compiled.set(route.id, validators);
    }
    return validators;
  };
  const check = (validate: Validator | undefined, part: Part, value: unknown) => {
    if (validate && !validate(value)) throw badRequest(describeValidationError(validate.errors ?? [], part));
  };
  return (route: RouteDef, parts: ValidatedParts): ValidatedParts => {
    const validators = validatorsOf(route);
    check(validators.params, 'params', parts.params);
    check(validators.body, 'body', parts.body);
    check(validators.querystring, 'querystring', parts.query);
    return parts;
  };
}

/**
 * The error worth telling: the first, unless it is one of a union's alternatives that the value did not choose.
 * Each alternative (anyOf) adds its own first error; one refused only because a constant differs (a cancel is
 * not a confirmation) says less than the alternative whose constants matched, which names the field at fault
 * (a cancel's reference code).
 */
function mostTelling(errors: ErrorObject[]): ErrorObject | undefined {
  const unionAt = errors.findIndex((error) => error.keyword === 'anyOf');
  const alternatives = unionAt < 0 ? [] : errors.slice(0, unionAt);
  return alternatives.find((error) => error.keyword !== 'const') ?? errors[0];
}

/** "price: must be >= 0" — a message that names the field, for a person. */
export function describeValidationError(errors: ErrorObject[], part: string) {
  const first = mostTelling(errors);
  if (!first) return `Invalid ${part}`;
  const path = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') return `${joinField(path, String(params.missingProperty))} is required`;
  if (first.keyword === 'additionalProperties') {
    return `${joinField(path, String(params.additionalProperty))} is not allowed`;
  }
  const field = path || (part === 'body' ? 'body' : part);
  const message = (first.keyword === 'pattern' && patternMessage(params.pattern, first.data)) || first.message;
  return `Invalid ${field}: ${message ?? 'not valid'}`;
}

const joinField = (path: string, name: string) => (path ? `${path}.${name}` : name);
