/** A stored field's label and value in the operator's language: the target resource's labels and formatters. */
import { NO_VALUE } from '../../format';
import { fieldText, type ValueWording } from '../../kit/fieldText';
import { fieldLabelKey } from '../../kit/labels';
import type { AuditField } from './auditTargets';
import { canonicalKey } from './auditTargets';

/** A value longer than this is cut in a sentence: the details hold it whole. */
const SENTENCE_VALUE_LENGTH = 60;

/** The resource's label, else the audit trail's own words for the keys only its rows carry, else the key spelled out. */
export function auditFieldLabel({ translate }: ValueWording, field: AuditField): string {
  const key = canonicalKey(field.key);
  const spelledOut = key.replaceAll('_', ' ');
  const shared = translate(`app.audit.fields.${key}`, { _: spelledOut });
  return translate(fieldLabelKey(field.resource, field.inRecord ? field.source : field.key), { _: shared });
}

export function auditValueText(wording: ValueWording, field: AuditField, value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (Array.isArray(value)) return value.map((item) => auditValueText(wording, field, item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return fieldText(wording, field, value);
}

export function sentenceValueText(wording: ValueWording, field: AuditField, value: unknown): string {
  const text = auditValueText(wording, field, value);
  return text.length > SENTENCE_VALUE_LENGTH ? `${text.slice(0, SENTENCE_VALUE_LENGTH - 1)}…` : text;
}
