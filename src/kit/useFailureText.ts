/** Refused fields are named by their screen labels, so a Thai notice holds no wire name. */
import { useTranslate } from 'react-admin';
import { failureText } from '../i18n/failureText';
import { fieldLabelKey } from './labels';

export function useFailureText(labels?: string) {
  const translate = useTranslate();
  return (error: unknown): string => {
    if (!(error instanceof Error)) return '';
    const body = (error as { body?: unknown }).body;
    const labelOf = (field: string) => (labels ? translate(fieldLabelKey(labels, field), { _: field }) : field);
    return failureText(body, error.message, translate, labelOf);
  };
}
