/** A listed record's buttons: the declaration's own, else Edit where the record can be edited; Show where it has a page. */
import type { RaRecord } from 'react-admin';
import { capabilitiesOf } from './capabilities';
import type { ResourceDeclaration } from './declaration';
import { type RecordPage, RecordPageButton } from './RecordPageButton';

export const hasRecordActions = (declaration: ResourceDeclaration) =>
  !!declaration.list?.rowActions || capabilitiesOf(declaration.name).canEdit || !!declaration.show;

/** The pages a row links to: Edit unless the declaration gives the row buttons of its own, then Show. */
export const recordPages = (declaration: ResourceDeclaration): RecordPage[] => [
  ...(!declaration.list?.rowActions && capabilitiesOf(declaration.name).canEdit ? (['edit'] as const) : []),
  ...(declaration.show ? (['show'] as const) : []),
];

export const RecordActions = ({ declaration, record }: { declaration: ResourceDeclaration; record: RaRecord }) => {
  const Actions = declaration.list?.rowActions;
  return (
    <>
      {Actions ? <Actions record={record} declaration={declaration} /> : null}
      {recordPages(declaration).map((page) => (
        <RecordPageButton key={page} page={page} />
      ))}
    </>
  );
};
