/**
 * A listed record's Edit or Show: a link to its page, for a role that may open it. react-admin's EditButton and
 * ShowButton ask canAccess and work out the record's title for every row, which a row's link does not need.
 */
import ContentCreate from '@mui/icons-material/Create';
import ImageEye from '@mui/icons-material/RemoveRedEye';
import type { MouseEvent } from 'react';
import { Button, LinkBase, type RaRecord, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { useAllowed } from './Allowed';

const icons = { edit: <ContentCreate />, show: <ImageEye /> };

// a page opened from a list starts at its top rather than at the list's scroll position
const FROM_THE_TOP = { _scrollToTop: true };

// a row may answer clicks of its own
const keepToTheLink = (event: MouseEvent) => event.stopPropagation();

export const RecordPageButton = ({ page, record }: { page: 'edit' | 'show'; record?: RaRecord }) => {
  const resource = useResourceContext();
  const shown = useRecordContext({ record });
  const createPath = useCreatePath();
  const allowed = useAllowed({ resource: resource ?? '', action: page });
  if (!resource || !shown || !allowed) return null;
  return (
    <Button
      component={LinkBase}
      to={createPath({ type: page, resource, id: shown.id })}
      state={FROM_THE_TOP}
      label={`ra.action.${page}`}
      onClick={keepToTheLink}
    >
      {icons[page]}
    </Button>
  );
};
