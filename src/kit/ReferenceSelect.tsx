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
  /** the current season is the first the server lists */
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
  const represent = useGetRecordRepresentation(reference);
  // mounted once the records are known, so the first one can be its default value
  if (isPending || !records) return <LoadingSelect label={input.label} />;
  if (preselect)
    return <SelectInput {...input} choices={records} optionText={represent} defaultValue={records[0]?.id} />;
  const byName = [...records].sort((a, b) => String(represent(a)).localeCompare(String(represent(b))));
  return <SelectInput {...input} choices={byName} optionText={represent} />;
};

/** react-admin's own loading input has an unnamed spinner, an unnamed progress bar to screen readers. */
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
