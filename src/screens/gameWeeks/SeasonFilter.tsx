import { useListContext } from 'react-admin';
import { SeasonSelect } from './SeasonSelect';

/** The list's `seasonId` filter, so a reload or a shared link opens the same season. */
export const SeasonFilter = () => {
  const { filterValues, setFilters } = useListContext();
  const chosen = filterValues.seasonId;
  return (
    <SeasonSelect
      value={chosen === undefined || chosen === '' ? undefined : Number(chosen)}
      onChange={(seasonId) => setFilters({ ...filterValues, seasonId }, undefined, false)}
    />
  );
};
