/**
 * The buttons for a list's checked records: the declaration's own where the role may change the records, and a bulk
 * delete where it allows one and the role may delete. None: no checkboxes either.
 */
import type { ReactNode } from 'react';
import { BulkDeleteButton } from 'react-admin';
import { useAllowed } from './Allowed';
import type { ResourceDeclaration } from './declaration';

export function useBulkButtons(declaration: ResourceDeclaration): ReactNode | false {
  const { bulkActions: Actions, bulkDelete } = declaration.list ?? {};
  const mayEdit = useAllowed({ resource: declaration.name, action: 'edit' });
  const mayDelete = useAllowed({ resource: declaration.name, action: 'delete' });
  const shownActions = Actions && mayEdit;
  const shownDelete = bulkDelete && mayDelete;
  if (!shownActions && !shownDelete) return false;
  return (
    <>
      {shownActions ? <Actions /> : null}
      {shownDelete ? <BulkDeleteButton /> : null}
    </>
  );
}
