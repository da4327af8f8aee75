import { useTranslate } from 'react-admin';
import type { RangeBound } from './declaredFilters';
import type { FieldSpec } from './fields';
import { fieldLabelKey } from './labels';
import { type FilterFormLook, TypedFilter } from './TypedFilter';

export interface RangeBoundFilterProps extends FilterFormLook {
  resource: string;
  /** the bound's filter value, as the server reads it (`price_gte`) */
  source: string;
  bound: RangeBound;
  field: FieldSpec;
  /** read by react-admin's filter form: the filter is always shown */
  alwaysOn?: boolean;
}

/** One end of a range, named "<field> from" or "<field> to"; both ends are included, as the server compares them. */
export const RangeBoundFilter = ({ resource, source, bound, field, size, helperText }: RangeBoundFilterProps) => {
  const translate = useTranslate();
  const label = translate(`app.list.range_${bound}`, { field: translate(fieldLabelKey(resource, field.source)) });
  return <TypedFilter source={source} label={label} field={field} size={size} helperText={helperText} />;
};
