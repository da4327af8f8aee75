/** Always shown, so the operator sees what narrows the list. */
import type { TSchema } from '@sinclair/typebox';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import type { ResourceName } from '../api/dataProvider';
import { DateEntryFilter } from './DateEntryFilter';
import type { ResourceDeclaration } from './declaration';
import { type DeclaredFilter, declaredFilters } from './declaredFilters';
import { type FieldSpec, fieldsByName } from './fields';
import { choiceLabelKey, fieldLabelKey } from './labels';
import { RangeBoundFilter } from './RangeBoundFilter';
import { ReferenceSelect } from './ReferenceSelect';
import { type FilterFormLook, TypedFilter } from './TypedFilter';

interface ReferenceFilterProps extends FilterFormLook {
  source: string;
  label: string;
  reference: ResourceName;
  /** read by react-admin's filter form: the filter is always shown */
  alwaysOn?: boolean;
}

/** The form's select of the other resource's records, by their name; none chosen lists them all. */
const ReferenceFilter = ({ source, label, reference, size, helperText }: ReferenceFilterProps) => (
  <ReferenceSelect
    source={source}
    label={label}
    reference={reference}
    size={size}
    helperText={helperText}
    isRequired={false}
  />
);

function filterInput(resource: string, filter: DeclaredFilter, field: FieldSpec | undefined, reference?: ResourceName) {
  const { source, kind, bound } = filter;
  const label = fieldLabelKey(resource, filter.field);
  if (kind === 'range' && bound && field)
    return <RangeBoundFilter key={source} resource={resource} source={source} bound={bound} field={field} alwaysOn />;
  if (kind === 'number' && field)
    return <TypedFilter key={source} source={source} label={label} field={field} alwaysOn />;
  if (kind === 'reference' && reference)
    return <ReferenceFilter key={source} source={source} label={label} reference={reference} alwaysOn />;
  switch (kind) {
    case 'select':
      return (
        <SelectInput
          key={source}
          source={source}
          label={label}
          alwaysOn
          choices={(field?.choices ?? []).map((value) => ({
            id: value,
            name: choiceLabelKey(resource, source, value),
          }))}
          sx={{ minWidth: 200 }}
        />
      );
    case 'boolean':
      return <BooleanInput key={source} source={source} label={label} alwaysOn />;
    case 'date':
      return <DateEntryFilter key={source} source={source} label={label} alwaysOn />;
    default:
      return <TextInput key={source} source={source} label={label} alwaysOn sx={{ minWidth: 240 }} />;
  }
}

export function listFilters(declaration: ResourceDeclaration, querySchema: TSchema | undefined) {
  const recordFields = fieldsByName(declaration.record);
  const queryFields = fieldsByName(querySchema);
  return declaredFilters(declaration).map((filter) =>
    filterInput(
      declaration.name,
      filter,
      (filter.onRecord ? recordFields : queryFields).get(filter.field),
      filter.onRecord ? declaration.fields?.[filter.field]?.reference : undefined,
    ),
  );
}
