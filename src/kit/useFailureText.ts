/**
 * A refusal as a screen says it: the failure's code worded in the current language (failureText.ts), each
 * refused field named by the label its screen shows (`resources.<labels>.fields.<field>`), so a Thai notice
 * holds no wire name. Anything that is not an error says nothing ('').
 */
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
