/** The buttons for a list's checked records: the declaration's own, and a bulk delete where it allows one. */
import type { ReactNode } from 'react';
import { BulkDeleteButton, type RaRecord } from 'react-admin';
import type { ListOptions } from './declaration';

export function bulkButtons({ bulkActions: Actions, bulkDelete }: ListOptions<RaRecord>): ReactNode | false {
  if (!Actions && !bulkDelete) return false;
  return (
    <>
      {Actions ? <Actions /> : null}
      {bulkDelete ? <BulkDeleteButton /> : null}
    </>
  );
}
