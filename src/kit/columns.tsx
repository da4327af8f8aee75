import { DataTable, type RaRecord } from 'react-admin';
import type { Capabilities } from './capabilities';
import { DeclaredValue } from './DeclaredValue';
import type { ResourceDeclaration } from './declaration';
import { type FieldSpec, objectFields } from './fields';
import { fieldLabelKey } from './labels';

export function listedFields(declaration: ResourceDeclaration): FieldSpec[] {
  const fields = objectFields(declaration.record);
  const columns = declaration.list?.columns;
  if (columns) return columns.flatMap((source) => fields.filter((field) => field.source === source));
  return fields.filter((field) => declaration.fields?.[field.source]?.list !== false);
}

export function listColumns(declaration: ResourceDeclaration, capabilities: Capabilities) {
  return listedFields(declaration).map((field) => (
    <DataTable.Col
      key={field.source}
      source={field.source}
      label={fieldLabelKey(declaration.name, field.source)}
      disableSort={!capabilities.sortable(field.source)}
      render={(record: RaRecord) => <DeclaredValue declaration={declaration} field={field} record={record} />}
    />
  ));
}
