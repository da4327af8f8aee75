/** Text typed into a cell read by its contract field, so a cell refuses what the server would before sending. */
import { textProblem } from '../../contract/text';
import { type FieldError, messageFor } from './fieldMessage';
import type { FieldSpec } from './fields';

/** `format`: not a value of the field's kind; `range`: a value, but outside the field's bounds. */
export type Typed = { ok: true; value: unknown } | { ok: false; reason: 'format' | 'range' };

const WHOLE = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

const isNumeric = (field: FieldSpec) => field.kind === 'integer' || field.kind === 'number' || field.kind === 'baht';

const refused = (reason: 'format' | 'range'): Typed => ({ ok: false, reason });

function withinBounds(field: FieldSpec, value: number): Typed {
  if (field.minimum !== undefined && value < field.minimum) return refused('range');
  if (field.maximum !== undefined && value > field.maximum) return refused('range');
  return { ok: true, value };
}

function readEmpty(field: FieldSpec): Typed {
  if (field.nullable) return { ok: true, value: null };
  if (field.kind === 'text' && !field.minLength) return { ok: true, value: '' };
  return refused('format');
}

function readNumber(field: FieldSpec, text: string): Typed {
  // baht is typed as it is shown, with thousands separators
  const plain = field.kind === 'baht' ? text.replaceAll(',', '') : text;
  const pattern = field.kind === 'integer' ? WHOLE : DECIMAL;
  return pattern.test(plain) ? withinBounds(field, Number(plain)) : refused('format');
}

export function readTyped(field: FieldSpec, text: string): Typed {
  const trimmed = text.trim();
  if (trimmed === '') return readEmpty(field);
  if (isNumeric(field)) return readNumber(field, trimmed);
  if (field.maxLength !== undefined && trimmed.length > field.maxLength) return refused('range');
  if (field.lines && textProblem(trimmed, field.lines, !field.minLength)) return refused('format');
  return { ok: true, value: trimmed };
}

/** Worded as the generated forms word it ("Must be 99 or less"). */
export function problemOf(field: FieldSpec, text: string): FieldError {
  const trimmed = text.trim();
  const candidate = isNumeric(field) && trimmed !== '' ? Number(trimmed.replaceAll(',', '')) : trimmed;
  return messageFor(field, candidate);
}
