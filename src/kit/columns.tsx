import { DataTable, type RaRecord } from 'react-admin';
import { ColumnHeading } from './ColumnHeading';
import type { Capabilities } from './capabilities';
import type { FoldableColumn } from './columnFolding';
import { DeclaredValue } from './DeclaredValue';
import type { ResourceDeclaration } from './declaration';
import { type FieldSpec, objectFields } from './fields';

export function listedFields(declaration: ResourceDeclaration): FieldSpec[] {
  const fields = objectFields(declaration.record);
  const columns = declaration.list?.columns;
  if (columns) return columns.flatMap((source) => fields.filter((field) => field.source === source));
  return fields.filter((field) => declaration.fields?.[field.source]?.list !== false);
}

export const foldableColumns = (declaration: ResourceDeclaration): FoldableColumn[] =>
  listedFields(declaration).map((field) => ({
    key: field.source,
    priority: declaration.fields?.[field.source]?.priority,
  }));

export function listColumns(declaration: ResourceDeclaration, capabilities: Capabilities, folded: Set<string>) {
  return listedFields(declaration)
    .filter((field) => !folded.has(field.source))
    .map((field) => (
      <DataTable.Col
        key={field.source}
        source={field.source}
        label={<ColumnHeading resource={declaration.name} source={field.source} />}
        disableSort={!capabilities.sortable(field.source)}
        render={(record: RaRecord) => <DeclaredValue declaration={declaration} field={field} record={record} />}
      />
    ));
}
