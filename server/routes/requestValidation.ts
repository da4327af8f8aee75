/**
 * Request validation with the contract's schemas, for the request pipeline (pipeline.ts) that the server and
 * the demo share. Path and query values arrive as text, so they are coerced ("12" -> 12); JSON bodies are
 * NOT coerced: a body must carry the types the contract names, and anything else is a 400 that changes
 * nothing, except where the contract declares a conversion (contract/requestInput.ts: text in NFC, a whole
 * number typed as text where the spec's client sends it so). No text anywhere in a request may hold a NUL
 * character (contract/nulCharacters.ts): PostgreSQL cannot store one in a text column (it fails the statement,
 * a 500); both databases refuse it alike. The rest of the text rules are the schemas' (contract/text.ts).
 * A refusal is a 400 whose `error` names the first problem, as it always did, and whose `fields` list every
 * invalid field with its code (fieldProblems.ts).
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { RouteDef } from '../../contract';
import { findNonCanonicalInteger, NON_CANONICAL_MESSAGE } from '../../contract/canonicalIntegers';
import { findNulCharacter, NUL_CHARACTERS_MESSAGE } from '../../contract/nulCharacters';
import { patternMessage } from '../../contract/patternMessages';
import { applyDeclaredInput } from '../../contract/requestInput';
import { ApiError } from '../errors';
import { fieldOf, fieldProblems, TEXT_CHECK_KEYWORD } from './fieldProblems';

function makeAjv(coerceTypes: boolean | 'array', allErrors: boolean) {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors,
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
      const [message, code] =
        nulAt !== undefined
          ? [NUL_CHARACTERS_MESSAGE, 'validation.nul_character']
          : [NON_CANONICAL_MESSAGE, 'validation.plain_digits'];
      checked.errors = [{ instancePath: at, schemaPath: '#', keyword: TEXT_CHECK_KEYWORD, params: { code }, message }];
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

/** The schema of a route's part, if it has one that is validated here (a multipart body is the handler's). */
function schemaOf(route: RouteDef, part: Part): object | undefined {
  if (part === 'body') return route.multipart ? undefined : route.body;
  return route[part];
}

/**
 * One part's validators: the one every request passes through stops at the first problem (cheap, and its
 * message is the answer's `error`); the one that lists every problem is compiled on the first refusal only.
 */
interface PartValidators {
  first: Validator;
  all: () => Validator;
}

/**
 * Compiles each route's validators once, on its first request, and checks the parts in Fastify's order
 * (params, body, query): a refused part is a 400 whose message names its first problem and whose `fields`
 * name every invalid field of that part.
 */
export function createRequestValidator() {
  const ajvs = {
    text: { first: makeAjv('array', false), all: makeAjv('array', true) },
    body: { first: makeAjv(false, false), all: makeAjv(false, true) },
  };
  const compiled = new Map<string, Partial<Record<Part, PartValidators>>>();
  const partValidators = (schema: object, part: Part): PartValidators => {
    const isText = part !== 'body';
    const ajv = ajvs[isText ? 'text' : 'body'];
    let all: Validator | undefined;
    return {
      first: withTextChecks(ajv.first.compile(schema), schema, isText),
      all: () => {
        all ??= withTextChecks(ajv.all.compile(schema), schema, isText);
        return all;
      },
    };
  };
  const validatorsOf = (route: RouteDef) => {
    let validators = compiled.get(route.id);
    if (!validators) {
      validators = {};
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = schemaOf(route, part);
        if (schema) validators[part] = partValidators(schema, part);
      }
      compiled.set(route.id, validators);
    }
    return validators;
  };
  const check = (validators: PartValidators | undefined, part: Part, value: unknown) => {
    if (!validators || validators.first(value)) return;
    const firstErrors = validators.first.errors ?? [];
    const all = validators.all();
    const allErrors = all(value) ? firstErrors : (all.errors ?? firstErrors);
    throw new ApiError(
      400,
      describeValidationError(firstErrors, part),
      'request.invalid',
      {},
      {
        fields: fieldProblems(allErrors, part),
      },
    );
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
  const params = first.params as Record<string, unknown>;
  const field = fieldOf(first, part);
  if (first.keyword === 'required') return `${field} is required`;
  if (first.keyword === 'additionalProperties') return `${field} is not allowed`;
  const message = (first.keyword === 'pattern' && patternMessage(params.pattern, first.data)) || first.message;
  return `Invalid ${field}: ${message ?? 'not valid'}`;
}
