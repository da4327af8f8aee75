import { NumberInput } from 'react-admin';
import { DateEntryFilter } from './DateEntryFilter';
import { type FieldSpec, numberStep } from './fields';

export interface TypedFilterProps {
  /** the filter value's name, as the server reads it (`price`, or `price_gte` for a range's lower bound) */
  source: string;
  /** an i18n key, or text already in the interface's language */
  label: string;
  field: FieldSpec;
  /** read by react-admin's filter form: the filter is always shown */
  alwaysOn?: boolean;
}

/** A filter value typed as its field is: a day or a Bangkok minute in the interface's calendar, else a number. */
export const TypedFilter = ({ source, label, field }: TypedFilterProps) => {
  if (field.kind === 'date' || field.kind === 'minute')
    return <DateEntryFilter source={source} label={label} kind={field.kind} />;
  return (
    <NumberInput
      source={source}
      label={label}
      step={numberStep(field)}
      min={field.minimum}
      max={field.maximum}
      sx={{ width: 160 }}
    />
  );
};
