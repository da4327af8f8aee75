/** A form validator compiled from a route's body schema; the server checks the same schema, this saves a round trip. */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { textProblem } from '../../contract/text';
import { isWireDate } from '../format/dateEntry';
import type { FormRules } from './declaration';
import { type FieldSpec, objectFields } from './fields';

/** react-admin reads an error as a translation only when it carries both `message` and `args`. */
export interface FieldError {
  message: string;
  args: Record<string, unknown>;
}

const error = (message: string, args: Record<string, unknown> = {}): FieldError => ({ message, args });
export type FormErrors = Record<string, FieldError>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function messageFor(field: FieldSpec, value: unknown): FieldError {
  if (isBlank(value)) return error('ra.validation.required');
  if (typeof value === 'string' && field.lines) {
    const problem = textProblem(value, field.lines, !field.minLength);
    if (problem) return error(problem === 'blank' ? 'ra.validation.required' : `app.validation.${problem}`);
  }
  if (field.choices) return error('ra.validation.oneOf', { options: field.choices.join(', ') });
  if (field.kind === 'time') return error('app.validation.time');
  // a date typed in the interface's era that could not be read stays as typed (DateEntryInput)
  if ((field.kind === 'date' || field.kind === 'minute') && !isWireDate(value, field.kind)) {
    return error(`app.date_entry.${field.kind}`);
  }
  if (field.kind === 'integer' || field.kind === 'number' || field.kind === 'baht') {
    if (typeof value !== 'number' || Number.isNaN(value)) return error('ra.validation.number');
    if (field.kind === 'integer' && !Number.isInteger(value)) return error('app.validation.whole_number');
    if (field.minimum !== undefined && value < field.minimum) {
      return error('ra.validation.minValue', { min: field.minimum });
    }
    if (field.maximum !== undefined && value > field.maximum) {
      return error('ra.validation.maxValue', { max: field.maximum });
    }
  }
  if (typeof value === 'string' && field.minLength !== undefined && value.length < field.minLength) {
    return error('ra.validation.minLength', { min: field.minLength });
  }
  if (typeof value === 'string' && field.maxLength !== undefined && value.length > field.maxLength) {
    return error('ra.validation.maxLength', { max: field.maxLength });
  }
  return error('app.validation.invalid');
}

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
      if (field.required && !(field.source in body)) errors[field.source] = error('ra.validation.required');
    }
    for (const refusal of Value.Errors(bodySchema, body)) {
      const source = fieldAt(refusal.path);
      const field = byName.get(source);
      if (!field || errors[source]) continue;
      errors[source] = messageFor(field, body[source]);
    }
    for (const [source, message] of Object.entries(rules?.(values) ?? {})) errors[source] = error(message);
    return errors;
  };
}
