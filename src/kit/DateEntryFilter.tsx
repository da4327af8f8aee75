import { useListContext, useTranslate } from 'react-admin';
import { DateEntryField } from './DateEntryField';

export interface DateEntryFilterProps {
  source: string;
  label: string;
  /** read by react-admin's filter form: the filter is always shown */
  alwaysOn?: boolean;
}

/** A list's day filter (e.g. the audit log's from and to): only a whole date narrows the list, never half-typed text. */
export const DateEntryFilter = ({ source, label }: DateEntryFilterProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const value = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : undefined;
  return (
    <DateEntryField
      kind="date"
      name={source}
      label={translate(label)}
      value={value}
      onChange={(day) => {
        const { [source]: _old, ...others } = filterValues;
        setFilters(day === undefined ? others : { ...others, [source]: day }, undefined, false);
      }}
    />
  );
};
