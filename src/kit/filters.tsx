/** Always shown, so the operator sees what narrows the list. */
import type { TSchema } from '@sinclair/typebox';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { DateEntryFilter } from './DateEntryFilter';
import type { FilterKind, ResourceDeclaration } from './declaration';
import { fieldsByName } from './fields';
import { choiceLabelKey, fieldLabelKey } from './labels';

function filterInput(resource: string, source: string, kind: FilterKind, choices: readonly unknown[] = []) {
  const label = fieldLabelKey(resource, source);
  switch (kind) {
    case 'select':
      return (
        <SelectInput
          key={source}
          source={source}
          label={label}
          alwaysOn
          choices={choices.map((value) => ({ id: value, name: choiceLabelKey(resource, source, value) }))}
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
  const filters = Object.entries(declaration.fields ?? {}).flatMap(([source, hint]) =>
    hint?.filter ? [filterInput(declaration.name, source, hint.filter, recordFields.get(source)?.choices)] : [],
  );
  for (const [source, kind] of Object.entries(declaration.list?.queryFilters ?? {})) {
    filters.push(filterInput(declaration.name, source, kind, queryFields.get(source)?.choices));
  }
  return filters;
}
