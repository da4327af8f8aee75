/**
 * A field holding another resource's id (a game week's season, a fixture's teams): a select of that resource's
 * records, named by its record representation. With `preselect` it starts on the first record in the server's
 * order, as the spec's forms preselect the first season (the newest); otherwise the operator picks from the
 * records sorted by name.
 */
import { CircularProgress, TextField } from '@mui/material';
import { SelectInput, useGetList, useGetRecordRepresentation, useTranslate } from 'react-admin';
import type { ResourceName } from '../api/dataProvider';

const EVERY_RECORD = { pagination: { page: 1, perPage: 1000 }, sort: { field: '', order: 'ASC' as const } };

export interface ReferenceSelectProps {
  source: string;
  label: string;
  reference: ResourceName;
  isRequired: boolean;
  readOnly?: boolean;
  preselect?: boolean;
  /** only the records whose season_id is the current season's (the first the server lists) */
  currentSeason?: boolean;
}

export const ReferenceSelect = ({ reference, preselect, currentSeason, ...input }: ReferenceSelectProps) => {
  const { data: seasons } = useGetList('season', EVERY_RECORD, { enabled: currentSeason === true });
  const seasonId = seasons?.[0]?.id;
  const { data: records, isPending } = useGetList(
    reference,
    currentSeason ? { ...EVERY_RECORD, filter: { season_id: seasonId } } : EVERY_RECORD,
    { enabled: !currentSeason || seasonId !== undefined },
  );
  // the referenced <Resource>'s recordRepresentation (its declaration's) names each record
  const represent = useGetRecordRepresentation(reference);
  // mounted once the records are known, so the first one can be its starting value
  if (isPending || !records) return <LoadingSelect label={input.label} />;
  if (preselect)
    return <SelectInput {...input} choices={records} optionText={represent} defaultValue={records[0]?.id} />;
  const byName = [...records].sort((a, b) => String(represent(a)).localeCompare(String(represent(b))));
  return <SelectInput {...input} choices={byName} optionText={represent} />;
};

/**
 * The select's place while its records load, with its label. react-admin's own loading input shows a spinner
 * without a name, which screen readers announce as an unnamed progress bar (axe's aria-progressbar-name).
 */
const LoadingSelect = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(label, { _: label })}
      disabled
      slotProps={{
        input: { endAdornment: <CircularProgress size={20} aria-label={translate('ra.page.loading')} /> },
      }}
    />
  );
};
