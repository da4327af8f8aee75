/**
 * Request validation with the contract's schemas.
 * Path and query values arrive as text, so they are coerced ("12" -> 12); JSON bodies are NOT coerced:
 * a body must carry the types the contract names, and anything else is a 400 that changes nothing.
 * No text anywhere in a request may hold a NUL character (contract/nulCharacters.ts): PostgreSQL cannot
 * store one in a text column (it fails the statement, a 500); both databases refuse it alike.
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { findNonCanonicalInteger, NON_CANONICAL_MESSAGE } from '../../contract/canonicalIntegers';
import { findNulCharacter, NUL_CHARACTERS_MESSAGE } from '../../contract/nulCharacters';
import { patternMessage } from '../../contract/patternMessages';

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * The schema's validator, refusing first any text with a NUL character in it and, in a path or query, any
 * whole number not written in plain digits (before coercion would read `0x1` or `00001` as 1).
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
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

export function registerValidation(app: FastifyInstance) {
  const textParts = makeAjv('array');
  const bodies = makeAjv(false);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const isText = httpPart !== 'body';
    return withTextChecks((isText ? textParts : bodies).compile(schema as object), schema as object, isText);
  });
  app.setSchemaErrorFormatter((errors, part) => new Error(describeValidationError(errors, part)));
}

/** "price: must be >= 0" — a message that names the field, for a person. */
export function describeValidationError(errors: FastifySchemaValidationError[] | ErrorObject[], part: string) {
  const first = errors[0] as ErrorObject | undefined;
  if (!first) return `Invalid ${part}`;
  const path = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') return `${joinField(path, String(params.missingProperty))} is required`;
  if (first.keyword === 'additionalProperties') {
    return `${joinField(path, String(params.additionalProperty))} is not allowed`;
  }
  const field = path || (part === 'body' ? 'body' : part);
  const message = (first.keyword === 'pattern' && patternMessage(params.pattern)) || first.message;
  return `Invalid ${field}: ${message ?? 'not valid'}`;
}

const joinField = (path: string, name: string) => (path ? `${path}.${name}` : name);
