import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { bangkokToday } from './bangkokToday';

/**
 * The matchups' day (spec screen 9): the list's `date` filter, so it is kept in the URL; today in Bangkok at
 * first. Clearing the field keeps the last day: the list always shows one day.
 */
export const DayFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const date = typeof filterValues.date === 'string' ? filterValues.date : '';
  useEffect(() => {
    if (!date) setFilters({ ...filterValues, date: bangkokToday() }, undefined, false);
  }, [date, filterValues, setFilters]);
  return (
    <TextField
      type="date"
      name="date"
      label={translate('app.team_vs.date')}
      value={date}
      onChange={(event) =>
        event.target.value && setFilters({ ...filterValues, date: event.target.value }, undefined, false)
      }
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};
