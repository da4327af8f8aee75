/** One value shown by its kind with the shared formatters: baht, Buddhist-era dates, thousands separators. */
import { useTranslate } from 'react-admin';
import { useDateFormat } from '../format';
import type { FieldKind } from './fields';
import { fieldText } from './fieldText';
import { fieldLabelKey } from './labels';
import { ON_ONE_LINE } from './rowStyles';

export interface FieldValueProps {
  resource: string;
  source: string;
  kind: FieldKind;
  value: unknown;
}

/** An amount or a date breaks nowhere: "฿1,234.50" split over two lines reads as two values. */
const ONE_LINE_KINDS: ReadonlySet<FieldKind> = new Set(['baht', 'datetime', 'minute', 'date']);

export const FieldValue = ({ resource, source, kind, value }: FieldValueProps) => {
  const translate = useTranslate();
  const { language } = useDateFormat();
  const hasValue = value !== null && value !== undefined && value !== '';
  if (kind === 'image' && hasValue) {
    return (
      <img src={String(value)} alt={translate(fieldLabelKey(resource, source))} width={72} height={72} loading="lazy" />
    );
  }
  const text = fieldText({ translate, language }, { resource, source, kind }, value);
  if (!hasValue || !ONE_LINE_KINDS.has(kind)) return <>{text}</>;
  return <span style={ON_ONE_LINE}>{text}</span>;
};
