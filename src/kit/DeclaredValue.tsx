import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { useAllowed } from './Allowed';
import type { InlineCellProps, ResourceDeclaration } from './declaration';
import { FieldValue } from './FieldValue';
import type { FieldSpec } from './fields';

export interface DeclaredValueProps {
  declaration: ResourceDeclaration;
  field: FieldSpec;
  record: RaRecord;
}

const ShownValue = ({ declaration, field, record }: DeclaredValueProps) => (
  <FieldValue
    resource={declaration.name}
    source={field.source}
    kind={declaration.fields?.[field.source]?.kind ?? field.kind}
    value={record[field.source]}
  />
);

/** Typed in place only where the role may change the record; else shown as any other value. */
const InlineValue = ({ Cell, ...props }: DeclaredValueProps & { Cell: ComponentType<InlineCellProps> }) => {
  const mayEdit = useAllowed({ resource: props.declaration.name, action: 'edit' });
  if (!mayEdit) return <ShownValue {...props} />;
  return <Cell record={props.record} source={props.field.source} declaration={props.declaration} />;
};

export const DeclaredValue = (props: DeclaredValueProps) => {
  const hint = props.declaration.fields?.[props.field.source];
  if (hint?.render) return <>{hint.render(props.record)}</>;
  if (hint?.inline) return <InlineValue {...props} Cell={hint.inline} />;
  return <ShownValue {...props} />;
};
