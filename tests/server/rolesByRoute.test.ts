/**
 * Every signed-in route x every role, generated from the contract's permission declaration (tests/support/
 * rolesByRoute.ts), on each database and against the demo's pipeline; and the declaration itself covers every
 * route of the table, REST routes included, so a new route cannot be served without one.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type Role, type RouteDef, routeById, routePermission, routePermissions } from '../../contract';
import { DEMO_ADMIN, startDemoApp } from '../../demo/app';
import { createWorkerHandlers } from '../../demo/workerHandlers';
import { createAdmin } from '../../server/domain/admins';
import { scryptPasswords } from '../../server/domain/passwords';
import type { AppContext } from '../../server/routes/types';
import { fingerprintWatcher } from '../reliability/support/fingerprint';
import { answerJson, type RoleTarget, roleAccounts, runRolesByRoute } from '../support/rolesByRoute';
import { createTestApp, FAST_SCRYPT, TEST_ADMIN, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const LOGIN = `/api${routeById.login.path}`;

async function createRoleAccounts(
  context: Pick<AppContext, 'db' | 'clock'>,
  passwords: AppContext['platform']['passwords'],
) {
  for (const [role, account] of Object.entries(roleAccounts)) {
    await createAdmin(context.db, account.username, account.password, context.clock.now(), passwords, role as Role);
  }
}

const accountOf = (role: Role, owner: { username: string; password: string }) =>
  role === 'owner' ? owner : roleAccounts[role];

describe('the permission declaration', () => {
  it('declares a permission for every route, a REST route by its resource, and none only for public routes', () => {
    for (const route of apiRoutes) {
      const permission = routePermission(route);
      expect(permission === null, route.id).toBe(!route.auth);
    }
    expect(Object.keys(routePermissions).length).toBe(apiRoutes.filter((route) => route.origin !== 'rest').length);
  });

  it('refuses to answer for a route it does not know', () => {
    const undeclared: RouteDef = { ...routeById.checkToken, id: 'somethingNew' };
    expect(() => routePermission(undeclared)).toThrow(/somethingNew: no permission is declared/);
  });
});

describe.each(databaseKinds)('every route as every role on %s', (kind) => {
  let t: TestApp;
  let fingerprint: ReturnType<typeof fingerprintWatcher>;
  beforeAll(async () => {
    t = await createTestApp(kind, 'roles_by_route', { seed: true });
    fingerprint = fingerprintWatcher(t.database.db, t.database.dialect);
    await createRoleAccounts({ db: t.database.db, clock: t.clock }, scryptPasswords(FAST_SCRYPT));
  });
  afterAll(() => t.dispose());

  runRolesByRoute(
    (): RoleTarget => ({
      async signIn(role) {
        const answer = await t.call({
          method: 'POST',
          url: LOGIN,
          payload: { ...accountOf(role, TEST_ADMIN), app_key: t.config.appKey },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json().tokenString;
      },
      async send({ method, url, body, headers }) {
        const answer = await t.call({ method: method as 'GET', url, payload: body, headers });
        return { status: answer.statusCode, json: answerJson(String(answer.headers['content-type']), answer.body) };
      },
      snapshot: () => fingerprint.current(),
    }),
  );
});

describe('every route as every role against the demo (the same pipeline, through MSW)', () => {
  const BASE = 'http://demo.test';
  const server = setupServer();
  let fingerprint: ReturnType<typeof fingerprintWatcher>;
  beforeAll(async () => {
    const demo = await startDemoApp({ fixtures: { anchorDate: new Date().toISOString().slice(0, 10) } });
    fingerprint = fingerprintWatcher(demo.context.db, demo.context.dialect);
    await createRoleAccounts(demo.context, demo.context.platform.passwords);
    server.resetHandlers(...createWorkerHandlers(demo, { baseUrl: `${BASE}/api` }));
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  const send: RoleTarget['send'] = async ({ method, url, body, headers }) => {
    const response = await fetch(`${BASE}${url}`, { method, body, headers });
    return { status: response.status, json: answerJson(response.headers.get('content-type'), await response.text()) };
  };

  runRolesByRoute(
    (): RoleTarget => ({
      async signIn(role) {
        const answer = await send({
          method: 'POST',
          url: LOGIN,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...accountOf(role, DEMO_ADMIN), app_key: 'matchday' }),
        });
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        return (answer.json as { tokenString: string }).tokenString;
      },
      send,
      snapshot: () => fingerprint.current(),
    }),
  );
});
