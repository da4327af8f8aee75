/**
 * Request validation with the contract's schemas, shared by the server and the demo. Path and query values arrive
 * as text and are coerced ("12" -> 12); a JSON body is not: it carries the contract's types, save the conversions
 * the contract declares, or is a 400. No text may hold a NUL character: PostgreSQL cannot store one, and both
 * databases must refuse alike.
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
 * Refuses a NUL character, and in a path or query a whole number not in plain digits, before coercion would read
 * `0x1` as 1; then applies the declared conversions, so the schema judges the values as they will be stored.
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

/** Ajv coerces and fills defaults in place. */
export interface ValidatedParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** A multipart body is the handler's to check. */
function schemaOf(route: RouteDef, part: Part): object | undefined {
  if (part === 'body') return route.multipart ? undefined : route.body;
  return route[part];
}

/** Every request passes `first`, which stops at the first problem; `all` is compiled on the first refusal only. */
interface PartValidators {
  first: Validator;
  all: () => Validator;
}

/** Checks the parts in Fastify's order (params, body, query), compiling a route's validators on its first request. */
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
 * The first error, unless it belongs to a union's alternative the value did not choose: an alternative refused
 * only for a constant (a cancel is not a confirmation) says less than the one whose constants matched.
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
