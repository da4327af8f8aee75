import { useListContext, useTranslate } from 'react-admin';
import type { DateEntryKind } from '../format';
import { DateEntryField } from './DateEntryField';

export interface DateEntryFilterProps {
  source: string;
  /** an i18n key, or text already in the interface's language */
  label: string;
  /** a day (the default), or a minute of Bangkok's wall clock */
  kind?: DateEntryKind;
  /** read by react-admin's filter form: the filter is always shown */
  alwaysOn?: boolean;
}

/** A list's day filter (e.g. the audit log's from and to): only a whole date narrows the list, never half-typed text. */
export const DateEntryFilter = ({ source, label, kind = 'date' }: DateEntryFilterProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const value = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : undefined;
  return (
    <DateEntryField
      kind={kind}
      name={source}
      label={translate(label, { _: label })}
      value={value}
      onChange={(day) => {
        const { [source]: _old, ...others } = filterValues;
        setFilters(day === undefined ? others : { ...others, [source]: day }, undefined, false);
      }}
    />
  );
};
