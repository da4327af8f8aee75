/**
 * Ajv's errors as the answer's `fields` (contract/errorCodes.ts): one entry per invalid field, each with a code
 * from the catalogue and the params its message needs, so a client can say in its own language what the
 * English `error` says about the first of them.
 */
import type { ErrorObject } from 'ajv';
import type { ErrorCode, ErrorParam, FieldProblem } from '../../contract/errorCodes';
import { patternCode } from '../../contract/patternMessages';

/** Ajv keywords whose refusal is a limit, and the code that says it. */
const LIMITS: Record<string, ErrorCode> = {
  minLength: 'validation.min_length',
  maxLength: 'validation.max_length',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  exclusiveMinimum: 'validation.exclusive_minimum',
  exclusiveMaximum: 'validation.exclusive_maximum',
  minItems: 'validation.min_items',
  maxItems: 'validation.max_items',
};

/** The validators' own checks before the schema's (requestValidation.ts) carry their code in params. */
export const TEXT_CHECK_KEYWORD = 'text';

const joinField = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** The field an error is about, as a dotted path ('Name', 'filter.status'); the part itself when it has none. */
export function fieldOf(error: ErrorObject, part: string): string {
  const path = (error.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return joinField(path, String(params.missingProperty));
  if (error.keyword === 'additionalProperties') return joinField(path, String(params.additionalProperty));
  return path || part;
}

function problemOf(error: ErrorObject): { code: ErrorCode; params: Record<string, ErrorParam> } {
  const params = error.params as Record<string, unknown>;
  const limit = LIMITS[error.keyword];
  if (limit) return { code: limit, params: { limit: Number(params.limit) } };
  switch (error.keyword) {
    case 'required':
      return { code: 'validation.required', params: {} };
    case 'additionalProperties':
      return { code: 'validation.not_allowed', params: {} };
    case 'type':
      return { code: 'validation.type', params: { type: String(params.type) } };
    case 'enum':
      return { code: 'validation.enum', params: { allowed: (params.allowedValues as unknown[]).join(', ') } };
    case 'const':
      return { code: 'validation.enum', params: { allowed: String(params.allowedValue) } };
    case 'format':
      return { code: 'validation.format', params: { format: String(params.format) } };
    case 'pattern':
      return { code: patternCode(params.pattern, error.data) ?? 'validation.pattern', params: {} };
    case TEXT_CHECK_KEYWORD:
      return { code: params.code as ErrorCode, params: {} };
    default:
      return { code: 'validation.invalid', params: {} };
  }
}

/** Where a union's alternative reports (`#/…/anyOf/<n>/…`): the union and the alternative, else undefined. */
function alternativeOf(error: ErrorObject): { union: string; alternative: string } | undefined {
  const match = /^(.*?)\/anyOf\/(\d+)\//.exec(error.schemaPath);
  return match ? { union: match[1], alternative: match[2] } : undefined;
}

/**
 * The alternative of each union that tells the problem: the first not refused for a mere constant (a cancel is not
 * a confirmation: the alternative whose constants matched names the field at fault), as the English message does.
 */
function tellingAlternatives(errors: ErrorObject[]): Map<string, string> {
  const byUnion = new Map<string, Map<string, boolean>>();
  for (const error of errors) {
    const at = alternativeOf(error);
    if (!at) continue;
    const alternatives = byUnion.get(at.union) ?? new Map<string, boolean>();
    byUnion.set(at.union, alternatives);
    alternatives.set(at.alternative, (alternatives.get(at.alternative) ?? false) || error.keyword === 'const');
  }
  const telling = new Map<string, string>();
  for (const [union, alternatives] of byUnion) {
    const chosen = [...alternatives].find(([, constRefused]) => !constRefused) ?? [...alternatives][0];
    telling.set(union, chosen[0]);
  }
  return telling;
}

/** Every invalid field once, in the order Ajv found them (with allErrors); of a union, its telling alternative. */
export function fieldProblems(errors: ErrorObject[], part: string): FieldProblem[] {
  const telling = tellingAlternatives(errors);
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const at = alternativeOf(error);
    if (at && telling.get(at.union) !== at.alternative) continue;
    const field = fieldOf(error, part);
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, ...problemOf(error) });
  }
  return problems;
}
