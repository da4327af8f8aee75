import { Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useAllSeasons } from '../../kit/allSeasons';

/**
 * Read from the whole season list, which the season filter reads too, rather than by id: the route answers
 * every season either way, so a screen with both asks once.
 */
const SeasonLabel = ({ seasonId }: { seasonId: unknown }) => {
  const { data: seasons } = useAllSeasons();
  const season = seasons?.find((candidate) => String(candidate.id) === String(seasonId));
  return (
    <Typography component="span" variant="body2">
      {season?.label ?? ''}
    </Typography>
  );
};

/** A record's season by its label (2025/26), never its bare id. */
export const seasonLabel = (record: RaRecord) => <SeasonLabel seasonId={record.season_id} />;
