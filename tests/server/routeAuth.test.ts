import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type RouteDef } from '../../contract';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';

/** '/admin/v1/team/:id' -> '/api/admin/v1/team/1' (a ':phone' segment becomes '-') */
const concretePath = (route: RouteDef) =>
  `/api${route.path.replace(/:(\w+)/g, (_, name) => (name === 'phone' ? '-' : '1'))}`;

const protectedRoutes = apiRoutes.filter((route) => route.auth);

// on SQLite only: a request without a token is refused before any handler reads the database
describe('every protected route of the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', 'route_auth');
  });
  afterAll(() => t.dispose());

  it('covers the route table (all but the public ones need a token)', () => {
    expect(protectedRoutes.length).toBeGreaterThan(40);
    const publicIds = apiRoutes.filter((route) => !route.auth).map((route) => route.id);
    expect(publicIds.sort()).toEqual(['getImage', 'login']);
  });

  it.each(protectedRoutes.map((route) => [route.id, route] as const))(
    '%s answers 401 without a token, whatever it sends',
    async (_id, route) => {
      const hostileBody = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{"not valid json';
      const response = await t.call({
        method: route.method,
        url: concretePath(route),
        headers: hostileBody ? { 'content-type': 'application/json' } : {},
        payload: hostileBody,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorAnswer(expect.any(String)));
    },
  );
});
