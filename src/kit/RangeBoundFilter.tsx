import { NumberInput, useTranslate } from 'react-admin';
import { DateEntryFilter } from './DateEntryFilter';
import type { RangeBound } from './declaredFilters';
import type { FieldSpec } from './fields';
import { fieldLabelKey } from './labels';

export interface RangeBoundFilterProps {
  resource: string;
  /** the bound's filter value, as the server reads it (`price_gte`) */
  source: string;
  bound: RangeBound;
  field: FieldSpec;
  /** read by react-admin's filter form: the filter is always shown */
  alwaysOn?: boolean;
}

/**
 * One end of a range, typed as its field is: a day or a Bangkok minute in the calendar of the interface's language,
 * else a number. Both ends are included, as the server compares them.
 */
export const RangeBoundFilter = ({ resource, source, bound, field }: RangeBoundFilterProps) => {
  const translate = useTranslate();
  const label = translate(`app.list.range_${bound}`, { field: translate(fieldLabelKey(resource, field.source)) });
  if (field.kind === 'date' || field.kind === 'minute')
    return <DateEntryFilter source={source} label={label} kind={field.kind} />;
  return (
    <NumberInput
      source={source}
      label={label}
      step={field.kind === 'integer' ? 1 : 0.01}
      min={field.minimum}
      max={field.maximum}
      sx={{ width: 160 }}
    />
  );
};
