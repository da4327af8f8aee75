/** One value as text by its field's kind, with the shared formatters: the one place a kind decides its wording. */
import type { TranslateFunction } from 'react-admin';
import { type DateLocale, formatBaht, formatDate, formatDateTime, formatNumber, NO_VALUE } from '../format';
import type { FieldKind } from './fields';
import { choiceText } from './labels';

export interface ValueWording {
  translate: TranslateFunction;
  language: DateLocale;
}

/** Ids and codes read as they are: "1,234" would be a quantity, not an id. */
const isIdentifier = (source: string) => /^(id|ID)$|_id$|ID$/.test(source);

/** The kinds whose text is the value itself, which the static shell writes without the formatters. */
export const readsAsItIs = (source: string, kind: FieldKind): boolean =>
  kind === 'text' || ((kind === 'integer' || kind === 'number') && isIdentifier(source));

export function fieldText(
  { translate, language }: ValueWording,
  { resource, source, kind }: { resource: string; source: string; kind: FieldKind },
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  switch (kind) {
    case 'baht':
      return formatBaht(value);
    case 'datetime':
    case 'minute':
      return formatDateTime(value, language);
    case 'date':
      return formatDate(value, language);
    case 'integer':
    case 'number':
      return readsAsItIs(source, kind) ? String(value) : formatNumber(value, kind === 'number' ? 2 : 0);
    case 'enum':
    case 'boolean':
      return choiceText(translate, resource, source, kind, value) ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
