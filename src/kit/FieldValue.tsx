/** One value shown by its kind with the shared formatters: baht, Buddhist-era dates, thousands separators. */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBaht, formatNumber, NO_VALUE, useDateFormat } from '../format';
import type { FieldKind } from './fields';
import { choiceText, fieldLabelKey } from './labels';

export interface FieldValueProps {
  resource: string;
  source: string;
  kind: FieldKind;
  value: unknown;
}

/** Ids and codes read as they are: "1,234" would be a quantity, not an id. */
const isIdentifier = (source: string) => /^(id|ID)$|_id$|ID$/.test(source);

/** An amount or a date breaks nowhere: "฿1,234.50" split over two lines reads as two values. */
const OneLine = ({ children }: { children: string }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

export const FieldValue = ({ resource, source, kind, value }: FieldValueProps) => {
  const translate = useTranslate();
  const dates = useDateFormat();
  if (value === null || value === undefined || value === '') return <>{NO_VALUE}</>;
  switch (kind) {
    case 'baht':
      return <OneLine>{formatBaht(value)}</OneLine>;
    case 'datetime':
    case 'minute':
      return <OneLine>{dates.dateTime(value)}</OneLine>;
    case 'date':
      return <OneLine>{dates.date(value)}</OneLine>;
    case 'integer':
    case 'number':
      return <>{isIdentifier(source) ? String(value) : formatNumber(value, kind === 'number' ? 2 : 0)}</>;
    case 'enum':
    case 'boolean':
      return <>{choiceText(translate, resource, source, kind, value)}</>;
    case 'image':
      return (
        <img
          src={String(value)}
          alt={translate(fieldLabelKey(resource, source))}
          width={72}
          height={72}
          loading="lazy"
        />
      );
    default:
      return <>{String(value)}</>;
  }
};
