import { NumberInput } from 'react-admin';
import { DateEntryFilter } from './DateEntryFilter';
import { type FieldSpec, numberStep } from './fields';

/** What react-admin's filter form gives each of its inputs, so a derived one looks like react-admin's own. */
export interface FilterFormLook {
  size?: 'small' | 'medium';
  helperText?: false;
}

export interface TypedFilterProps extends FilterFormLook {
  /** the filter value's name, as the server reads it (`price`, or `price_gte` for a range's lower bound) */
  source: string;
  /** an i18n key, or text already in the interface's language */
  label: string;
  field: FieldSpec;
  /** read by react-admin's filter form: the filter is always shown */
  alwaysOn?: boolean;
}

/** A filter value typed as its field is: a day or a Bangkok minute in the interface's calendar, else a number. */
export const TypedFilter = ({ source, label, field, size, helperText }: TypedFilterProps) => {
  if (field.kind === 'date' || field.kind === 'minute')
    return <DateEntryFilter source={source} label={label} kind={field.kind} />;
  return (
    <NumberInput
      source={source}
      size={size}
      helperText={helperText}
      label={label}
      step={numberStep(field)}
      min={field.minimum}
      max={field.maximum}
      sx={{ width: 160 }}
    />
  );
};
