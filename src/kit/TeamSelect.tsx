import { TextField } from '@mui/material';

export interface TeamOption {
  ID: number;
  Name: string;
}

export interface TeamSelectProps {
  label: string;
  teams: readonly TeamOption[];
  teamId: number | null;
  onChange: (teamId: number) => void;
  minWidth: number;
}

/** The season's teams, one at a time: the screens that show a team's players choose it here. */
export const TeamSelect = ({ label, teams, teamId, onChange, minWidth }: TeamSelectProps) => (
  <TextField
    select
    size="small"
    label={label}
    value={teamId ?? ''}
    onChange={(event) => onChange(Number(event.target.value))}
    slotProps={{ select: { native: true }, htmlInput: { name: 'team' }, inputLabel: { shrink: true } }}
    sx={{ minWidth }}
    disabled={teams.length === 0}
  >
    {teams.map((team) => (
      <option key={team.ID} value={team.ID}>
        {team.Name}
      </option>
    ))}
  </TextField>
);
