import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { DeclaredValue } from './DeclaredValue';
import type { ResourceDeclaration } from './declaration';
import { FoldedValues } from './FoldedValues';
import type { FieldSpec } from './fields';
import { fieldLabelKey } from './labels';

/** A generated list row's expand panel: its folded columns' values, as the columns would show them. */
export const FoldedFields = ({ declaration, fields }: { declaration: ResourceDeclaration; fields: FieldSpec[] }) => {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  return (
    <FoldedValues
      values={fields.map((field) => ({
        column: field.source,
        label: translate(fieldLabelKey(declaration.name, field.source)),
        value: <DeclaredValue declaration={declaration} field={field} record={record} />,
      }))}
    />
  );
};
