/** Always shown, so the operator sees what narrows the list. */
import type { TSchema } from '@sinclair/typebox';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { DateEntryFilter } from './DateEntryFilter';
import type { FilterKind, ResourceDeclaration } from './declaration';
import { declaredFilters } from './declaredFilters';
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
  return declaredFilters(declaration).map(({ source, kind, onRecord }) =>
    filterInput(declaration.name, source, kind, (onRecord ? recordFields : queryFields).get(source)?.choices),
  );
}
