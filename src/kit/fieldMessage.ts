/** The message a field's refused value gets, in the operator's words: what the form and an edited cell both say. */
import { textProblem } from '../../contract/text';
import { isWireDate } from '../format/dateEntry';
import type { FieldSpec } from './fields';

/** react-admin reads an error as a translation only when it carries both `message` and `args`. */
export interface FieldError {
  message: string;
  args: Record<string, unknown>;
}

export const fieldError = (message: string, args: Record<string, unknown> = {}): FieldError => ({ message, args });

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function messageFor(field: FieldSpec, value: unknown): FieldError {
  if (isBlank(value)) return fieldError('ra.validation.required');
  if (typeof value === 'string' && field.lines) {
    const problem = textProblem(value, field.lines, !field.minLength);
    if (problem) return fieldError(problem === 'blank' ? 'ra.validation.required' : `app.validation.${problem}`);
  }
  if (field.choices) return fieldError('ra.validation.oneOf', { options: field.choices.join(', ') });
  if (field.kind === 'time') return fieldError('app.validation.time');
  // a date typed in the interface's era that could not be read stays as typed (DateEntryInput)
  if ((field.kind === 'date' || field.kind === 'minute') && !isWireDate(value, field.kind)) {
    return fieldError(`app.date_entry.${field.kind}`);
  }
  if (field.kind === 'integer' || field.kind === 'number' || field.kind === 'baht') {
    if (typeof value !== 'number' || Number.isNaN(value)) return fieldError('ra.validation.number');
    if (field.kind === 'integer' && !Number.isInteger(value)) return fieldError('app.validation.whole_number');
    if (field.minimum !== undefined && value < field.minimum) {
      return fieldError('ra.validation.minValue', { min: field.minimum });
    }
    if (field.maximum !== undefined && value > field.maximum) {
      return fieldError('ra.validation.maxValue', { max: field.maximum });
    }
  }
  if (typeof value === 'string' && field.minLength !== undefined && value.length < field.minLength) {
    return fieldError('ra.validation.minLength', { min: field.minLength });
  }
  if (typeof value === 'string' && field.maxLength !== undefined && value.length > field.maxLength) {
    return fieldError('ra.validation.maxLength', { max: field.maxLength });
  }
  return fieldError('app.validation.invalid');
}
