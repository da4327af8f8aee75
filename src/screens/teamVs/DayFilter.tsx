import { useEffect } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { bangkokToday } from '../../format';
import { DateEntryField } from '../../kit/DateEntryField';

/** Clearing the field keeps the last day: the list always shows one day. */
export const DayFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const date = typeof filterValues.date === 'string' ? filterValues.date : '';
  useEffect(() => {
    if (!date) setFilters({ ...filterValues, date: bangkokToday() }, undefined, false);
  }, [date, filterValues, setFilters]);
  return (
    <DateEntryField
      kind="date"
      name="date"
      label={translate('app.team_vs.date')}
      value={date}
      required
      onChange={(day) => day && setFilters({ ...filterValues, date: day }, undefined, false)}
    />
  );
};
