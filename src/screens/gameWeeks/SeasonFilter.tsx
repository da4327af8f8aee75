import { useListContext } from 'react-admin';
import { SeasonSelect } from './SeasonSelect';

/**
 * The list's season filter (`seasonId` unless another field holds it), so a reload or a shared link opens the same
 * season.
 */
export const SeasonFilter = ({ source = 'seasonId' }: { source?: string }) => {
  const { filterValues, setFilters } = useListContext();
  const chosen = filterValues[source];
  return (
    <SeasonSelect
      value={chosen === undefined || chosen === '' ? undefined : Number(chosen)}
      onChange={(seasonId) => setFilters({ ...filterValues, [source]: seasonId }, undefined, false)}
    />
  );
};
