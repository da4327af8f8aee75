/**
 * A listed record's Edit or Show: a link to its page, for a role that may open it. react-admin's EditButton and
 * ShowButton ask canAccess and work out the record's title for every row, which a row's link does not need.
 */
import ContentCreate from '@mui/icons-material/Create';
import ImageEye from '@mui/icons-material/RemoveRedEye';
import { createElement, type MouseEvent } from 'react';
import { Button, LinkBase, type RaRecord, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { useAllowed } from './Allowed';

/** Each page's button face, which the static shell paints too. */
export const RECORD_PAGE_FACES = {
  edit: { label: 'ra.action.edit', icon: ContentCreate },
  show: { label: 'ra.action.show', icon: ImageEye },
} as const;

export type RecordPage = keyof typeof RECORD_PAGE_FACES;

// a page opened from a list starts at its top rather than at the list's scroll position
const FROM_THE_TOP = { _scrollToTop: true };

// a row may answer clicks of its own
const keepToTheLink = (event: MouseEvent) => event.stopPropagation();

export const RecordPageButton = ({ page, record }: { page: RecordPage; record?: RaRecord }) => {
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
      label={RECORD_PAGE_FACES[page].label}
      onClick={keepToTheLink}
    >
      {createElement(RECORD_PAGE_FACES[page].icon)}
    </Button>
  );
};
