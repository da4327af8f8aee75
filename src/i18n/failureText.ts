/**
 * A failed answer in the operator's language: the server's code (contract/errorCodes.ts) worded by the catalogue
 * (`app.errors.<code>`, src/i18n/errorMessages.*.ts) with its params, falling back to the server's English `error`
 * when the answer has no code or the catalogue no message for it. A 400 that names its fields is worded field
 * by field, and each field's message is what a form shows under that input.
 */
import type { FieldProblem } from '../../contract/errorCodes';

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

/**
 * A JSON type's name in a param (validation.type's `type`, 'integer' or 'integer,null') in the operator's words,
 * so a Thai message holds no English.
 */
const typeWords = (translate: Translate, types: string) =>
  types
    .split(',')
    .map((type) => translate(`app.json_types.${type}`, { _: type }))
    .join(translate('app.json_types.or'));

const wordedParams = (translate: Translate, params: Record<string, unknown> | undefined) =>
  typeof params?.type === 'string' ? { ...params, type: typeWords(translate, params.type) } : params;

const worded = (translate: Translate, code: string, params: Record<string, unknown> | undefined, fallback: string) =>
  translate(`app.errors.${code}`, { ...wordedParams(translate, params), _: fallback });

/** Each invalid field's message, keyed by the field's path as the form's inputs are named; undefined when none. */
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

/**
 * The failure for a person, in the current language; `fallback` is the server's own text (or the status).
 * `labelOf` names a field as its screen labels it (the wire name otherwise).
 */
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

/**
 * What a form's save returns after a refusal, for react-admin's Form to mark each input: the fields' messages
 * the http clients put in the error's body (httpClient.ts), else undefined (the notification says it all).
 */
const submissionErrors = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors;

/**
 * A form's save as react-admin's Form wants its result: nothing once saved, the refused fields' messages after a
 * refusal. A saved record must not reach the form: the Form takes whatever its submit resolves to as field errors.
 */
export const fieldErrorsOf = (saving: Promise<unknown>): Promise<Record<string, string> | undefined> =>
  saving.then(() => undefined, submissionErrors);
