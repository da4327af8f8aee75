/**
 * The signed-in tab's one change stream, open while the signed-in layout is: each change refetches what shows its
 * resource and marks its records for a moment. A stream the server refuses signs the tab out the usual way.
 *
 * It opens once the screen's first requests have settled, so the page reaches a quiet network first (what tools
 * that wait for one, and the first screen's speed, rely on), and resumes from where those requests' answers say
 * the server had got to, so what changed since is replayed (or, where they cannot say, everything is refetched).
 */
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { openChangeStream } from '../../api/changes/changeStream';
import { pageResumePlace } from '../../api/changes/resumePlace';
import { changeInvalidation } from '../../kit/live/changeInvalidation';
import { forgetRecentChanges, rememberChange } from '../../kit/live/recentChanges';
import { dependentQueries } from '../../screens';

const SETTLED_MS = 1_000;

/** True once nothing has been fetched for `ms`, and true from then on. */
function useSettled(ms: number): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching > 0) return;
    const timer = setTimeout(() => setSettled(true), ms);
    return () => clearTimeout(timer);
  }, [fetching, settled, ms]);
  return settled;
}

export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const settled = useSettled(SETTLED_MS);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const signOut = useRef(logoutIfAccessDenied);
  signOut.current = logoutIfAccessDenied;
  useEffect(() => {
    if (!settled) return;
    const invalidation = changeInvalidation(queryClient, dependentQueries);
    const stream = openChangeStream({
      catchUp: true,
      resumeFrom: pageResumePlace.take(),
      onChange(change) {
        // the refetch leaves before the marked rows are drawn again, which on a slow machine takes a while
        invalidation.resourceChanged(change.resource);
        rememberChange(change);
      },
      onRefetchAll: invalidation.everythingChanged,
      onUnauthorized: () => void signOut.current({ status: 401 }),
    });
    return () => {
      stream.close();
      invalidation.stop();
      forgetRecentChanges();
    };
  }, [queryClient, settled]);
}

export const LiveUpdates = () => {
  useLiveUpdates();
  return null;
};
