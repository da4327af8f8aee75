import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RouteDef, type RouteId, routes } from '../../contract';
import { apiCall, resolvePath } from '../../src/api/apiCall';
import { httpClient } from '../../src/api/httpClient';
import {
  clearToken,
  getToken,
  getUserParams,
  setToken,
  setUserParams,
  TOKEN_KEY,
  USER_PARAMS_KEY,
} from '../../src/api/tokenStore';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  text: string;
}
const seen: Seen[] = [];

const server = setupServer(
  http.all('*', async ({ request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      text: await request.text(),
    });
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  seen.length = 0;
  localStorage.clear();
  vi.unstubAllEnvs();
});

describe('tokenStore', () => {
  it('keeps the token under access_token and forgets it on clear', () => {
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
    expect(TOKEN_KEY).toBe('access_token');
  });

  it('keeps the user parameters as JSON under user_params', () => {
    expect(getUserParams()).toBeNull();
    setUserParams({ access_token: 'xyz', lang: 'th' });
    expect(JSON.parse(localStorage.getItem(USER_PARAMS_KEY) ?? '')).toEqual({ access_token: 'xyz', lang: 'th' });
    expect(getUserParams()).toEqual({ access_token: 'xyz', lang: 'th' });
    expect(USER_PARAMS_KEY).toBe('user_params');
  });

  it.each([['not json'], ['[1,2]'], ['"text"'], ['null']])('reads the damaged entry %j as no parameters', (raw) => {
    localStorage.setItem(USER_PARAMS_KEY, raw);
    expect(getUserParams()).toBeNull();
  });

  it('drops values that are not text', () => {
    localStorage.setItem(USER_PARAMS_KEY, JSON.stringify({ a: 'x', b: 2, c: null }));
    expect(getUserParams()).toEqual({ a: 'x' });
  });
});

describe('httpClient', () => {
  it('sends the bearer token when one is stored, and none otherwise', async () => {
    await httpClient('/admin/v1/check-token');
    setToken('tok-1234567890abcdef');
    await httpClient('/admin/v1/check-token');
    expect(seen.map((call) => call.headers.get('authorization'))).toEqual([null, 'Bearer tok-1234567890abcdef']);
  });

  it('resolves paths below /api on the page origin and leaves out empty query values', async () => {
    await httpClient('/admin/v1/payment-pending', {
      query: { page: 2, limit: 20, q: undefined, x: null, flag: false },
    });
    expect(seen[0].url.href).toBe(`${location.origin}/api/admin/v1/payment-pending?page=2&limit=20&flag=false`);
  });

  it('JSON-encodes a body and says so; sends no content type without a body', async () => {
    await httpClient('/admin/v1/team', { method: 'POST', body: { name: 'ทีม' } });
    await httpClient('/admin/v1/teams');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0].text)).toEqual({ name: 'ทีม' });
    expect(seen[1].headers.get('content-type')).toBeNull();
    expect(seen[1].text).toBe('');
  });

  it('passes FormData through for fetch to write the multipart boundary', async () => {
    const form = new FormData();
    form.append('slip', new Blob(['x']), 'a.png');
    await httpClient('/admin/v1/upload-image-gameweek', { method: 'POST', body: form });
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('answers the decoded JSON', async () => {
    await expect(httpClient('/admin/v1/teams')).resolves.toEqual({ ok: true });
  });

  it('uses VITE_API_BASE when it is set', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.test/base/');
    vi.resetModules();
    const fresh = await import('../../src/api/httpClient');
    expect((await import('../../src/api/httpRequest')).API_BASE).toBe('https://api.example.test/base/');
    await fresh.httpClient('/admin/v1/teams');
    expect(seen[0].url.href).toBe('https://api.example.test/base/admin/v1/teams');
  });
});

describe('apiCall', () => {
  const valueFor = (name: string) => `${name}-1`;

  it.each((routes as readonly RouteDef[]).map((route) => [route.id, route] as const))(
    '%s uses the method and path of the route table',
    async (id, route) => {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [name, valueFor(name)]),
      );
      await apiCall(id as RouteId, { params } as never);
      expect(seen[0].method).toBe(route.method);
      expect(seen[0].url.pathname).toBe(`/api${route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name) => valueFor(name))}`);
    },
  );

  it('URL-encodes path parameters', () => {
    expect(
      resolvePath(
        { id: 'seeTicketUser', path: '/admin/v1/see-ticket-user/:userId/:phone' },
        { userId: '-', phone: '+66 8/1' },
      ),
    ).toBe('/admin/v1/see-ticket-user/-/%2B66%208%2F1');
  });

  it('refuses to call with a path parameter missing, before any request', async () => {
    await expect(apiCall('deleteTeam', { params: {} as never })).rejects.toThrow(
      'deleteTeam: the path parameter "id" is missing',
    );
    expect(() => resolvePath({ id: 'deleteTeam', path: '/admin/v1/team/:id' }, { id: '' })).toThrow('missing');
    expect(seen).toHaveLength(0);
  });

  it('sends {} to a route whose body schema is an object when no body is given', async () => {
    await apiCall('generateAllTicketForPlayer');
    expect(seen[0].text).toBe('{}');
  });

  it('sends no body to a route without a body schema', async () => {
    await apiCall('summariseGameWeek', { params: { id: 4 } });
    expect(seen[0].text).toBe('');
    expect(seen[0].headers.get('content-type')).toBeNull();
  });

  it('passes the query through', async () => {
    await apiCall('getAllUser', { query: { page: 1, limit: 50, q: 'สม', sort: 'name', order: 'DESC' } });
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({
      page: '1',
      limit: '50',
      q: 'สม',
      sort: 'name',
      order: 'DESC',
    });
  });
});
