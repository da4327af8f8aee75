/**
 * The one gate for buttons that change something: rendered only where the signed-in admin's role may take the
 * action (the contract's permission declaration, accessGate.tsx), and not while the admin is being asked for, so
 * a forbidden button never flashes.
 */
import type { ReactNode } from 'react';
import type { RouteId } from '../../contract';
import { useAccessGate } from './accessGate';

/** A react-admin action on a resource (`edit` of `team`), or the route a custom button calls. */
export type AllowedAction = { resource: string; action: string } | { route: RouteId };

/** What the gate is asked, which the static shell asks too for what it paints. */
export const allowedRequest = (gate: AllowedAction) =>
  'route' in gate ? { resource: gate.route, action: 'call' } : { resource: gate.resource, action: gate.action };

export function useAllowed(gate: AllowedAction): boolean {
  return useAccessGate()(allowedRequest(gate));
}

export const Allowed = ({ children, ...gate }: AllowedAction & { children: ReactNode }) =>
  useAllowed(gate as AllowedAction) ? children : null;
