/**
 * What the signed-in admin may do, answered in place for every gated control of a screen. The authProvider's
 * canAccess is the contract's rule (roleMay) over the admin's role; asked per control it costs a react-query
 * observer each, and a query of its own per record for a row's buttons, which a list of fifty rows felt. The role
 * is read once, by the layout, and the rule applied where a control asks.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import { type AccessRequest, isRole, leastRole, roleMay } from '../api/access';

type Gate = (request: AccessRequest) => boolean;

const mayNothing: Gate = () => false;
const mayAll: Gate = () => true;

const LayoutGate = createContext<Gate | undefined>(undefined);

/** Nothing is allowed while the admin is being asked for; an admin who cannot be known counts as the least role. */
export function AccessGateProvider({ children }: { children: ReactNode }) {
  const { identity, isPending } = useGetIdentity();
  const claimed: unknown = identity?.role;
  const role = isPending ? undefined : isRole(claimed) ? claimed : leastRole;
  const gate = useMemo<Gate>(() => (role ? (request) => roleMay(role, request) : mayNothing), [role]);
  return <LayoutGate.Provider value={gate}>{children}</LayoutGate.Provider>;
}

/**
 * The layout's gate. Outside the layout, react-admin's own rule: everything without an authProvider that answers
 * canAccess (a screen rendered on its own), nothing with one.
 */
export function useAccessGate(): Gate {
  const gate = useContext(LayoutGate);
  const authProvider = useAuthProvider();
  return gate ?? (authProvider?.canAccess ? mayNothing : mayAll);
}
