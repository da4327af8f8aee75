/**
 * The signed-in tab's one change stream, open while the signed-in layout is: each change refetches what shows its
 * resource and marks its records for a moment. A stream the server refuses signs the tab out the usual way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { openChangeStream } from '../../api/changes/changeStream';
import { changeInvalidation } from '../../kit/live/changeInvalidation';
import { forgetRecentChanges, rememberChange } from '../../kit/live/recentChanges';
import { dependentQueries } from '../../screens';

export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const signOut = useRef(logoutIfAccessDenied);
  signOut.current = logoutIfAccessDenied;
  useEffect(() => {
    const invalidation = changeInvalidation(queryClient, dependentQueries);
    const stream = openChangeStream({
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
  }, [queryClient]);
}

export const LiveUpdates = () => {
  useLiveUpdates();
  return null;
};
