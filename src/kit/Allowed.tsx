/**
 * The one gate for buttons that change something: rendered only where the signed-in admin's role may take the
 * action (authProvider.canAccess, from the contract's permission declaration), and not while that is being asked,
 * so a forbidden button never flashes.
 */
import type { ReactNode } from 'react';
import { CanAccess, useCanAccess } from 'react-admin';
import type { RouteId } from '../../contract';

/** A react-admin action on a resource (`edit` of `team`), or the route a custom button calls. */
export type AllowedAction = { resource: string; action: string } | { route: RouteId };

const asked = (gate: AllowedAction) =>
  'route' in gate ? { resource: gate.route, action: 'call' } : { resource: gate.resource, action: gate.action };

export function useAllowed(gate: AllowedAction): boolean {
  const { canAccess, isPending } = useCanAccess(asked(gate));
  return !isPending && canAccess === true;
}

export const Allowed = ({ children, ...gate }: AllowedAction & { children: ReactNode }) => (
  <CanAccess {...asked(gate as AllowedAction)} error={null}>
    {children}
  </CanAccess>
);
