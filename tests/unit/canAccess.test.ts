/**
 * authProvider.canAccess over the contract's permission declaration, every role against every screen's resource,
 * every react-admin action and every route: the expected answers come from the declaration, never typed here.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mayDo,
  type Permission,
  permissionForResourceAction,
  type Role,
  type RouteId,
  resourcePermissions,
  roles,
  routePermissions,
} from '../../contract';
import { apiCall } from '../../src/api/apiCall';
import { createAuthProvider } from '../../src/api/authProvider';
import { resources } from '../../src/api/dataProvider/resources';
import type { ResourceMapping } from '../../src/api/dataProvider/types';
import { setToken } from '../../src/api/tokenStore';
import { customScreens, declaredResources } from '../../src/screens';

vi.mock('../../src/api/apiCall', () => ({ apiCall: vi.fn() }));

const api = vi.mocked(apiCall);

function signedInAs(role: unknown) {
  localStorage.clear();
  setToken(`token-of-${String(role)}`);
  api.mockImplementation((async (id: string) => {
    if (id === 'checkToken') return { ok: true, admin: { id: 3, username: 'someone' } };
    if (id === 'userInfo')
      return { ok: true, state: true, data: { id: 3, username: 'someone', display_name: 'x', role } };
    throw new Error(`unexpected call ${id}`);
  }) as typeof apiCall);
  return createAuthProvider();
}

const READS = ['list', 'show', 'export'];
const ACTIONS = [...READS, 'create', 'edit', 'delete'];

/**
 * What the declaration says an action on a screen's resource needs: the route the map entry names for it, else
 * (an export, a write it has no route for) the area of its list's route; a REST resource's declared area.
 */
function declaredPermission(resource: string, action: string): Permission | null | undefined {
  if (!Object.hasOwn(resources, resource)) {
    return permissionForResourceAction(resourcePermissions[resource as keyof typeof resourcePermissions], action);
  }
  const mapping: ResourceMapping = resources[resource as keyof typeof resources];
  const list = mapping.list && ('by' in mapping.list ? Object.values(mapping.list.lists)[0] : mapping.list);
  const named: Record<string, string | undefined> = {
    list: list?.route,
    show: mapping.getOne?.route ?? list?.route,
    create: mapping.create?.route,
    edit: mapping.update?.route,
    delete: mapping.delete?.route,
  };
  const route = named[action] as RouteId | undefined;
  if (route) return routePermissions[route];
  const area = list && routePermissions[list.route as RouteId]?.area;
  return area ? permissionForResourceAction(area, action) : undefined;
}

const allowed = (role: Role, permission: Permission | null | undefined) =>
  permission === null || (permission !== undefined && mayDo(role, permission));

const screenResources = declaredResources.map((declaration) => declaration.name);
const routeIds = Object.keys(routePermissions) as RouteId[];

beforeEach(() => {
  api.mockReset();
});

describe.each(roles)('canAccess for a %s', (role) => {
  it.each(screenResources)("answers every action on %s as the declaration's permission for it", async (resource) => {
    const auth = signedInAs(role);
    for (const action of ACTIONS) {
      const expected = allowed(role, declaredPermission(resource, action));
      expect(await auth.canAccess?.({ resource, action }), `${action} ${resource}`).toBe(expected);
    }
  });

  it('answers every route a custom page or button calls as that route is declared', async () => {
    const auth = signedInAs(role);
    for (const route of routeIds) {
      expect(await auth.canAccess?.({ resource: route, action: 'call' }), route).toBe(
        allowed(role, routePermissions[route]),
      );
    }
  });

  it('refuses a resource nothing declares', async () => {
    expect(await signedInAs(role).canAccess?.({ resource: 'no-such-thing', action: 'list' })).toBe(false);
  });
});

describe('what the roles are for, over every screen', () => {
  const answers = async (role: Role, actions: readonly string[]) => {
    const auth = signedInAs(role);
    const asked = screenResources.flatMap((resource) => actions.map((action) => ({ resource, action })));
    return Promise.all(asked.map(async (request) => ({ ...request, may: await auth.canAccess?.(request) })));
  };

  it('an owner may do everything', async () => {
    expect((await answers('owner', ACTIONS)).filter((answer) => !answer.may)).toEqual([]);
  });

  it('a viewer changes nothing and reads everything but the admin accounts', async () => {
    const viewer = await answers('viewer', ACTIONS);
    expect(viewer.filter((answer) => answer.may && !READS.includes(answer.action))).toEqual([]);
    expect(viewer.filter((answer) => answer.may && answer.resource === 'admins')).toEqual([]);
    expect(
      viewer.filter((answer) => !answer.may && answer.resource !== 'admins' && READS.includes(answer.action)),
    ).toEqual([]);
  });

  it('the game role changes no payment and cannot see the admin accounts; finance changes no game week', async () => {
    const game = signedInAs('game');
    expect(await game.canAccess?.({ resource: 'payment', action: 'edit' })).toBe(false);
    expect(await game.canAccess?.({ resource: 'admins', action: 'list' })).toBe(false);
    expect(await game.canAccess?.({ resource: 'game-week', action: 'create' })).toBe(true);
    const finance = signedInAs('finance');
    expect(await finance.canAccess?.({ resource: 'payment', action: 'edit' })).toBe(true);
    expect(await finance.canAccess?.({ resource: 'admins', action: 'list' })).toBe(true);
    expect(await finance.canAccess?.({ resource: 'admins', action: 'edit' })).toBe(false);
    expect(await finance.canAccess?.({ resource: 'game-week', action: 'create' })).toBe(false);
  });

  it('every custom page in the menu is guarded by a route the declaration knows', () => {
    for (const screen of customScreens.filter((custom) => custom.menu)) {
      expect(screen.reads && Object.hasOwn(routePermissions, screen.reads), screen.path).toBe(true);
    }
  });

  it('an admin whose role is unknown is refused what a viewer is refused', async () => {
    const unknown = await answers('superuser' as Role, ACTIONS);
    const viewer = await answers('viewer', ACTIONS);
    expect(unknown).toEqual(viewer);
  });

  it('asks /user-info once for all its answers', async () => {
    await answers('finance', ACTIONS);
    expect(api.mock.calls.filter(([id]) => id === 'userInfo')).toHaveLength(1);
  });
});
