import type { ReactNode } from 'react';
import { useRequireAccess } from 'react-admin';
import type { RouteId } from '../../contract';

/** A custom page's guard, as react-admin guards a resource's views: a role that may not read it is shown access denied. */
export const RequireScreenAccess = ({ reads, children }: { reads: RouteId; children: ReactNode }) => {
  const { isPending } = useRequireAccess({ resource: reads, action: 'list' });
  return isPending ? null : children;
};
