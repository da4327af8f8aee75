import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from './declaration';
import { FieldValue } from './FieldValue';
import type { FieldSpec } from './fields';

export interface DeclaredValueProps {
  declaration: ResourceDeclaration;
  field: FieldSpec;
  record: RaRecord;
}

export const DeclaredValue = ({ declaration, field, record }: DeclaredValueProps) => {
  const hint = declaration.fields?.[field.source];
  if (hint?.render) return <>{hint.render(record)}</>;
  if (hint?.inline) return <hint.inline record={record} source={field.source} declaration={declaration} />;
  return (
    <FieldValue
      resource={declaration.name}
      source={field.source}
      kind={hint?.kind ?? field.kind}
      value={record[field.source]}
    />
  );
};
