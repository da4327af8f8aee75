/** The role check every signed-in call passes, from the contract's one declaration; the change stream calls it too. */
import { mayDo, type Permission, type RouteDef, routePermission } from '../../contract';
import { failure } from '../errors';
import type { SignedInAdmin } from './signedInAdmin';

const WHAT: Record<Permission['action'], string> = { read: 'see', write: 'change' };

export function assertMay(admin: SignedInAdmin, permission: Permission): void {
  if (mayDo(admin.role, permission)) return;
  const { role } = admin;
  const { action } = permission;
  throw failure(403, `Your role (${role}) may not ${WHAT[action]} this: ask an owner`, 'auth.forbidden', {
    role,
    action,
  });
}

/** A signed-in route with no permission declared is a fault of the route table, never an open door. */
export function permissionOfSignedInRoute(route: RouteDef): Permission {
  const permission = routePermission(route);
  if (!permission) throw new Error(`${route.id}: a route that needs sign-in must declare a permission`);
  return permission;
}
