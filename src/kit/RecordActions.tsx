/** A listed record's buttons: the declaration's own, else Edit where the record can be edited; Show where it has a page. */
import { EditButton, type RaRecord, ShowButton } from 'react-admin';
import { capabilitiesOf } from './capabilities';
import type { ResourceDeclaration } from './declaration';

export const hasRecordActions = (declaration: ResourceDeclaration) =>
  !!declaration.list?.rowActions || capabilitiesOf(declaration.name).canEdit || !!declaration.show;

export const RecordActions = ({ declaration, record }: { declaration: ResourceDeclaration; record: RaRecord }) => {
  const Actions = declaration.list?.rowActions;
  return (
    <>
      {Actions ? (
        <Actions record={record} declaration={declaration} />
      ) : capabilitiesOf(declaration.name).canEdit ? (
        <EditButton />
      ) : null}
      {declaration.show ? <ShowButton /> : null}
    </>
  );
};
