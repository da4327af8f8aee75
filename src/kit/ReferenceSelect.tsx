import { CircularProgress, TextField } from '@mui/material';
import { SelectInput, useGetList, useGetRecordRepresentation, useTranslate } from 'react-admin';
import { REST_PAGE } from '../../contract';
import type { ResourceName } from '../api/dataProvider';
import { restResourceNamed } from '../api/dataProvider/restResources';
import { EVERY_RECORD, useAllSeasons } from './allSeasons';

/** A REST resource answers a named order and at most one full page of rows: its first page, then. */
function everyRecordOf(reference: ResourceName) {
  const rest = restResourceNamed(reference);
  return rest ? { pagination: { page: 1, perPage: REST_PAGE.maxRows }, sort: rest.ordering } : EVERY_RECORD;
}

export interface ReferenceSelectProps {
  source: string;
  label: string;
  reference: ResourceName;
  isRequired: boolean;
  readOnly?: boolean;
  preselect?: boolean;
  /** the current season is the first the server lists */
  currentSeason?: boolean;
  /** as a list's filter form sizes its inputs */
  size?: 'small' | 'medium';
  helperText?: false;
}

export const ReferenceSelect = ({ reference, preselect, currentSeason, ...input }: ReferenceSelectProps) => {
  const { data: seasons } = useAllSeasons({ enabled: currentSeason === true });
  const seasonId = seasons?.[0]?.id;
  const every = everyRecordOf(reference);
  const { data: records, isPending } = useGetList(
    reference,
    currentSeason ? { ...every, filter: { season_id: seasonId } } : every,
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
