/**
 * The route-by-role cases, generated from the contract's permission declaration: every signed-in route called as
 * every role, against any target (the server on each database, the demo's pipeline). An allowed call is not
 * refused as forbidden; a forbidden one answers 403 auth.forbidden and leaves every row of every table as it was.
 * A write carries malformed JSON, so a 403 where a 400 could have come shows the role is checked before the body.
 */
import { expect, it } from 'vitest';
import { apiRoutes, mayDo, type Role, type RouteDef, roles, routePermission } from '../../contract';
import { errorAnswer } from './errorAnswer';

export const signedInRoutes = apiRoutes.filter((route) => route.auth);

/** An account per role beside the target's own owner; each password long enough for the server's rule. */
export const roleAccounts = {
  finance: { username: 'role-finance', password: 'finance-password' },
  game: { username: 'role-game', password: 'game-password' },
  viewer: { username: 'role-viewer', password: 'viewer-password' },
} as const satisfies Record<Exclude<Role, 'owner'>, { username: string; password: string }>;

export interface RoleTarget {
  /** a new bearer token of an admin of that role */
  signIn(role: Role): Promise<string>;
  send(request: { method: string; url: string; body?: string; headers: Record<string, string> }): Promise<{
    status: number;
    json: unknown;
  }>;
  /** every table's row count and a checksum of its rows (tests/reliability/support/fingerprint.ts) */
  snapshot(): Promise<unknown>;
}

/** '/admin/v1/team/:id' -> '/api/admin/v1/team/1' (a ':phone' segment becomes '-') */
export const concretePath = (route: RouteDef) =>
  `/api${route.path.replace(/:(\w+)/g, (_, name) => (name === 'phone' ? '-' : '1'))}`;

const MALFORMED_JSON = '{"not valid json';

/** A file's bytes (the workbook, an image) are no JSON: only the answer's kind says which it is. */
export const answerJson = (contentType: string | null | undefined, text: string): unknown =>
  contentType?.includes('json') && text ? JSON.parse(text) : null;

/** One test per signed-in route and role; the target comes from a getter, as it is built in a beforeAll. */
export function runRolesByRoute(getTarget: () => RoleTarget) {
  const tokens = new Map<Role, string>();
  const tokenOf = async (target: RoleTarget, role: Role, route: RouteDef) => {
    // signing out ends the token, so that route gets a token of its own
    if (route.id === 'logout') return target.signIn(role);
    const known = tokens.get(role) ?? (await target.signIn(role));
    tokens.set(role, known);
    return known;
  };

  const cases = signedInRoutes.flatMap((route) =>
    roles.map((role) => {
      const permission = routePermission(route);
      if (!permission) throw new Error(`${route.id} needs sign-in but declares no permission`);
      return { route, role, permission, allowed: mayDo(role, permission) };
    }),
  );

  it('covers every signed-in route of the table, REST routes included, for every role', () => {
    expect(cases.length).toBe(signedInRoutes.length * roles.length);
    expect(signedInRoutes.some((route) => route.origin === 'rest')).toBe(true);
    expect(cases.some((testCase) => !testCase.allowed)).toBe(true);
  });

  it.each(cases.map((testCase) => [testCase.route.id, testCase.role, testCase.allowed ? 'may' : 'may not', testCase]))(
    '%s as %s: %s',
    async (_id, _role, _may, { route, role, permission, allowed }) => {
      const target = getTarget();
      const token = await tokenOf(target, role, route);
      const write = route.method !== 'GET' && route.method !== 'DELETE';
      const request = {
        method: route.method,
        url: concretePath(route),
        headers: { authorization: `Bearer ${token}`, ...(write ? { 'content-type': 'application/json' } : {}) },
        ...(write ? { body: MALFORMED_JSON } : {}),
      };
      if (allowed) {
        const answer = await target.send(request);
        expect(answer.status, JSON.stringify(answer.json)).not.toBe(403);
        return;
      }
      const before = await target.snapshot();
      const answer = await target.send(request);
      expect(answer.status, JSON.stringify(answer.json)).toBe(403);
      expect(answer.json).toEqual(errorAnswer(expect.any(String), 'auth.forbidden'));
      expect((answer.json as { params: unknown }).params).toEqual({ role, action: permission.action });
      expect(await target.snapshot()).toEqual(before);
    },
  );
}
