/** A listed record's buttons: the declaration's own, else Edit where the record can be edited; Show where it has a page. */
import type { RaRecord } from 'react-admin';
import { capabilitiesOf } from './capabilities';
import type { ResourceDeclaration } from './declaration';
import { RecordPageButton } from './RecordPageButton';

export const hasRecordActions = (declaration: ResourceDeclaration) =>
  !!declaration.list?.rowActions || capabilitiesOf(declaration.name).canEdit || !!declaration.show;

export const RecordActions = ({ declaration, record }: { declaration: ResourceDeclaration; record: RaRecord }) => {
  const Actions = declaration.list?.rowActions;
  return (
    <>
      {Actions ? (
        <Actions record={record} declaration={declaration} />
      ) : capabilitiesOf(declaration.name).canEdit ? (
        <RecordPageButton page="edit" />
      ) : null}
      {declaration.show ? <RecordPageButton page="show" /> : null}
    </>
  );
};
