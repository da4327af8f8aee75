/**
 * Ajv's errors as the answer's `fields`: one per invalid field, with a catalogue code and its params, so a client
 * can say in its own language what the English `error` says.
 */
import type { ErrorObject } from 'ajv';
import type { ErrorCode, ErrorParam, FieldProblem } from '../../contract/errorCodes';
import { patternCode, patternParams } from '../../contract/patternMessages';

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

/** The validators' own checks, run before the schema's, carry their code in params. */
export const TEXT_CHECK_KEYWORD = 'text';

const joinField = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** A dotted path ('filter.status'); the part itself when the error names no field. */
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
      return {
        code: patternCode(params.pattern, error.data) ?? 'validation.pattern',
        params: patternParams(params.pattern, error.data),
      };
    case TEXT_CHECK_KEYWORD:
      return { code: params.code as ErrorCode, params: {} };
    default:
      return { code: 'validation.invalid', params: {} };
  }
}

function alternativeOf(error: ErrorObject): { union: string; alternative: string } | undefined {
  const match = /^(.*?)\/anyOf\/(\d+)\//.exec(error.schemaPath);
  return match ? { union: match[1], alternative: match[2] } : undefined;
}

/** A union whose every alternative refused a constant: the constant's field is at fault, whatever else is. */
const NO_ALTERNATIVE = '';

/**
 * Per union, the first alternative not refused for a mere constant, as the English message chooses; NO_ALTERNATIVE
 * when every alternative refused a constant (a status that is none of the union's).
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
    const chosen = [...alternatives].find(([, constRefused]) => !constRefused);
    telling.set(union, chosen ? chosen[0] : NO_ALTERNATIVE);
  }
  return telling;
}

function stands(error: ErrorObject, telling: Map<string, string>): boolean {
  const at = alternativeOf(error);
  if (!at) return true;
  const chosen = telling.get(at.union);
  return chosen === NO_ALTERNATIVE ? error.keyword === 'const' : chosen === at.alternative;
}

/** Every invalid field once, in Ajv's order; a union none of whose alternatives matched lists every value it allows. */
export function fieldProblems(errors: ErrorObject[], part: string): FieldProblem[] {
  const telling = tellingAlternatives(errors);
  const byField = new Map<string, FieldProblem>();
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || !stands(error, telling)) continue;
    const field = fieldOf(error, part);
    const known = byField.get(field);
    const problem = problemOf(error);
    if (!known) byField.set(field, { field, ...problem });
    else if (known.code === 'validation.enum' && problem.code === 'validation.enum' && error.keyword === 'const') {
      known.params = { allowed: `${known.params.allowed}, ${problem.params.allowed}` };
    }
  }
  return [...byField.values()];
}
