/** The show page of a declared resource: every record field, labelled and formatted as in the list. */
import { Labeled, type RaRecord, Show, SimpleShowLayout, WithRecord } from 'react-admin';
import { DeclaredValue } from './DeclaredValue';
import type { ResourceDeclaration } from './declaration';
import { objectFields } from './fields';
import { fieldLabelKey } from './labels';

export const GeneratedShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show resource={declaration.name}>
    <SimpleShowLayout>
      {objectFields(declaration.record)
        .filter((field) => declaration.fields?.[field.source]?.show !== false)
        .map((field) => (
          <Labeled key={field.source} label={fieldLabelKey(declaration.name, field.source)}>
            <WithRecord
              render={(record: RaRecord) => <DeclaredValue declaration={declaration} field={field} record={record} />}
            />
          </Labeled>
        ))}
    </SimpleShowLayout>
  </Show>
);
