import { useListContext } from 'react-admin';
import { SeasonSelect } from './SeasonSelect';

/**
 * The game-week list's season (spec screen 5): the list's `seasonId` filter, so it is kept in the URL and a
 * reload or a shared link opens the same season; the first season at first.
 */
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
