/**
 * What react-admin's canAccess asks, answered from the contract's one permission declaration: a resource of the
 * /admin/v1 map needs what the route serving the action needs, a REST resource its declared area, and a route
 * id (a custom page's or button's call) what that route needs.
 */
import {
  type Area,
  grants,
  mayDo,
  type Permission,
  permissionForResourceAction,
  type Role,
  type RouteId,
  resourcePermissions,
  roles,
  routePermissions,
} from '../../contract';
import { listsOf } from './dataProvider/listChoice';
import { resources } from './dataProvider/resources';
import type { ResourceMapping } from './dataProvider/types';

export interface AccessRequest {
  action: string;
  resource: string;
}

/** The role with the fewest grants: what an admin whose role is unknown may do, and nothing more. */
export const leastRole: Role = [...roles].sort(
  (a, b) => Object.values(grants[a]).flat().length - Object.values(grants[b]).flat().length,
)[0] as Role;

export const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);

const isRouteId = (name: string): name is RouteId => Object.hasOwn(routePermissions, name);

const listRouteOf = (mapping: ResourceMapping): RouteId | undefined =>
  mapping.list ? listsOf(mapping.list)[0]?.route : undefined;

/** The route a map resource calls for a react-admin action that has one of its own. */
function ownRouteOf(mapping: ResourceMapping, action: string): RouteId | undefined {
  const byAction: Record<string, RouteId | undefined> = {
    create: mapping.create?.route,
    edit: mapping.update?.route,
    delete: mapping.delete?.route,
    show: mapping.getOne?.route ?? listRouteOf(mapping),
    list: listRouteOf(mapping),
  };
  return byAction[action];
}

/** The area of the resource's list: what an action without a route of its own (a bulk or custom one) touches. */
function areaOf(mapping: ResourceMapping): Area | undefined {
  const route = listRouteOf(mapping);
  return route ? routePermissions[route]?.area : undefined;
}

/** null: anyone signed in may (a public route); undefined: nothing declares it, so nobody may. */
export function permissionFor({ action, resource }: AccessRequest): Permission | null | undefined {
  if (isRouteId(resource)) return routePermissions[resource];
  if (Object.hasOwn(resources, resource)) {
    const mapping: ResourceMapping = resources[resource as keyof typeof resources];
    const route = ownRouteOf(mapping, action);
    if (route) return routePermissions[route];
    const area = areaOf(mapping);
    return area && permissionForResourceAction(area, action);
  }
  if (Object.hasOwn(resourcePermissions, resource)) {
    return permissionForResourceAction(resourcePermissions[resource as keyof typeof resourcePermissions], action);
  }
  return undefined;
}

export function roleMay(role: Role, request: AccessRequest): boolean {
  const permission = permissionFor(request);
  if (permission === undefined) return false;
  return permission === null || mayDo(role, permission);
}
