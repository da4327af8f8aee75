/** A form validator compiled from a route's body schema; the server checks the same schema, this saves a round trip. */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FormRules } from './declaration';
import { type FieldError, fieldError, isBlank, messageFor } from './fieldMessage';
import { type FieldSpec, objectFields } from './fields';

export type FormErrors = Record<string, FieldError>;

/** Text with no minLength: '' is a value and is sent (a reward place left empty). */
const isEmptyAllowedText = (field: FieldSpec, value: unknown) =>
  field.kind === 'text' && !field.minLength && (value === '' || value === undefined || value === null);

/** Blank fields are left out so a required one is reported as required, not as a wrong type. */
export function candidateBody(fields: FieldSpec[], values: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.source];
    if (!isBlank(value)) body[field.source] = value;
    else if (isEmptyAllowedText(field, value)) body[field.source] = value ?? '';
    else if (field.nullable) body[field.source] = null;
  }
  return body;
}

const fieldAt = (path: string) => path.split('/')[1] ?? '';

/** A message from `rules` (checks across fields) is the more precise, so it wins over the schema's. */
export function formValidator(bodySchema: TSchema | undefined, rules?: FormRules) {
  const fields = objectFields(bodySchema);
  const byName = new Map(fields.map((field) => [field.source, field]));
  return (values: Record<string, unknown>): FormErrors => {
    const errors: FormErrors = {};
    if (!bodySchema) return errors;
    const body = candidateBody(fields, values);
    for (const field of fields) {
      if (field.required && !(field.source in body)) errors[field.source] = fieldError('ra.validation.required');
    }
    for (const refusal of Value.Errors(bodySchema, body)) {
      const source = fieldAt(refusal.path);
      const field = byName.get(source);
      if (!field || errors[source]) continue;
      errors[source] = messageFor(field, body[source]);
    }
    for (const [source, message] of Object.entries(rules?.(values) ?? {})) errors[source] = fieldError(message);
    return errors;
  };
}
