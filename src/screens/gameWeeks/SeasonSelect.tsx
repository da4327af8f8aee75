import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useAllSeasons } from '../../kit/allSeasons';

export interface SeasonSelectProps {
  value: number | undefined;
  onChange: (seasonId: number) => void;
  name?: string;
}

/** The first season is chosen at first: the server lists the newest first. */
export const SeasonSelect = ({ value, onChange, name = 'season' }: SeasonSelectProps) => {
  const translate = useTranslate();
  const { data: seasons = [] } = useAllSeasons();
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
