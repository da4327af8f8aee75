/** The server's code is worded by the catalogue; its English `error` is only the fallback for an unknown code. */
import type { FieldProblem } from '../../contract/errorCodes';
import { roleLabelKey } from './roleLabels';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

interface CodedAnswer {
  error?: unknown;
  code?: unknown;
  params?: Record<string, unknown>;
  fields?: FieldProblem[];
}

const codedAnswer = (json: unknown): CodedAnswer | undefined =>
  json && typeof json === 'object' && typeof (json as CodedAnswer).code === 'string'
    ? (json as CodedAnswer)
    : undefined;

/** A JSON type's name ('integer,null') in the operator's words, so a Thai message holds no English. */
const typeWords = (translate: Translate, types: string) =>
  types
    .split(',')
    .map((type) => translate(`app.json_types.${type}`, { _: type }))
    .join(translate('app.json_types.or'));

/** A JSON type and a role are named in the operator's words, so a Thai message holds no English. */
function wordedParams(translate: Translate, params: Record<string, unknown> | undefined) {
  if (!params) return params;
  const { type, role } = params;
  return {
    ...params,
    ...(typeof type === 'string' ? { type: typeWords(translate, type) } : {}),
    ...(typeof role === 'string' ? { role: translate(roleLabelKey(role), { _: role }) } : {}),
  };
}

const worded = (translate: Translate, code: string, params: Record<string, unknown> | undefined, fallback: string) =>
  translate(`app.errors.${code}`, { ...wordedParams(translate, params), _: fallback });

export function fieldMessages(json: unknown, translate: Translate): Record<string, string> | undefined {
  const fields = codedAnswer(json)?.fields;
  if (!fields?.length) return undefined;
  return Object.fromEntries(
    fields.map(({ field, code, params }) => [
      field,
      worded(translate, code, params, translate('app.errors.validation.invalid')),
    ]),
  );
}

export function failureText(
  json: unknown,
  fallback: string,
  translate: Translate,
  labelOf: (field: string) => string = (field) => field,
): string {
  const answer = codedAnswer(json);
  if (!answer) return fallback;
  const fields = fieldMessages(json, translate);
  // a schema's refusal says nothing beyond its fields: name each one and what is wrong with it
  if (answer.code === 'request.invalid' && fields) {
    return Object.entries(fields)
      .map(([field, message]) => `${labelOf(field)}: ${message}`)
      .join('; ');
  }
  return worded(translate, String(answer.code), answer.params, fallback);
}

const submissionErrors = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors;

/** A saved record must not reach the form: react-admin's Form takes whatever its submit resolves to as field errors. */
export const fieldErrorsOf = (saving: Promise<unknown>): Promise<Record<string, string> | undefined> =>
  saving.then(() => undefined, submissionErrors);
