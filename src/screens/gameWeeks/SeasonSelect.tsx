import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { useGetList, useTranslate } from 'react-admin';

const ALL_SEASONS = { pagination: { page: 1, perPage: 1000 }, sort: { field: '', order: 'ASC' as const } };

export interface SeasonSelectProps {
  value: number | undefined;
  onChange: (seasonId: number) => void;
  name?: string;
}

/** The first season is chosen at first: the server lists the newest first. */
export const SeasonSelect = ({ value, onChange, name = 'season' }: SeasonSelectProps) => {
  const translate = useTranslate();
  const { data: seasons = [] } = useGetList('season', ALL_SEASONS);
  const first = seasons[0]?.id as number | undefined;
  useEffect(() => {
    if (value === undefined && first !== undefined) onChange(first);
  }, [value, first, onChange]);
  return (
    <TextField
      select
      size="small"
      label={translate('app.game_week.season')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true }, htmlInput: { name }, inputLabel: { shrink: true } }}
      sx={{ width: 220, flexShrink: 0 }}
    >
      {value === undefined && <option value="" />}
      {seasons.map((season) => (
        <option key={season.id} value={season.id}>
          {season.label}
        </option>
      ))}
    </TextField>
  );
};
