/**
 * The demo's own wiring, in jsdom as the SPA sees it: MSW in front of the server's pipeline and handlers on the
 * in-browser database (the behaviour of each route is held by the contract cases, tests/contract/demo.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CHANGES_PATH, type ChangeEvent } from '../../contract';
import type { DemoApp } from '../../demo/app';
import { browserPlatform } from '../../demo/platform';
import { apiCall } from '../../src/api/apiCall';
import { createDataProvider } from '../../src/api/dataProvider';
import { clearToken, getToken, setToken } from '../../src/api/tokenStore';
import { setUpDemoWorld } from './support/demoWorld';

describe('the SPA data layer against the demo (page-relative /api)', () => {
  setUpDemoWorld({ users: 5, payments: 5, entriesPerGameWeek: 2, anchorDate: '2025-01-05' }, () => {});
  afterEach(() => clearToken());

  it('signs in, checks the token and lists the demo seasons through the dataProvider', async () => {
    const { tokenString } = await apiCall('login', {
      body: { username: 'admin', password: 'admin', app_key: 'matchday' },
    });
    setToken(tokenString);
    await expect(apiCall('checkToken')).resolves.toEqual({ ok: true, admin: { id: 1, username: 'admin' } });
    const seasons = await createDataProvider().getList('season', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(seasons.data.map((season) => season.id)).toContain(578);
    await apiCall('logout');
    await expect(apiCall('checkToken')).rejects.toMatchObject({ status: 401 });
  });

  it('answers 501 for the route that needs Node (the streamed workbook), and a JSON 404 outside the table', async () => {
    await expect(createDataProvider().downloadExcelXlsx(1)).rejects.toMatchObject({ status: 501 });
    const response = await fetch('/api/admin/v1/no-such-route');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      ok: false,
      error: 'No such API route: GET /api/admin/v1/no-such-route',
      code: 'route.not_found',
      params: { method: 'GET', path: '/api/admin/v1/no-such-route' },
    });
  });
});

describe("the demo's change stream", () => {
  let demo: DemoApp;
  setUpDemoWorld({ users: 5, payments: 5, entriesPerGameWeek: 2, anchorDate: '2025-01-05' }, (store) => {
    demo = store.demo;
  });

  it("streams this tab's own writes as the server does, and refuses a stream without a token", async () => {
    expect((await fetch(CHANGES_PATH)).status).toBe(401);
    const abort = new AbortController();
    const response = await fetch(CHANGES_PATH, {
      headers: { authorization: `Bearer ${getToken()}` },
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const stamp = new Date().toISOString();
    const user = await demo.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const { id } = await demo.database.db
      .insertInto('payments')
      .values({
        user_id: user.id,
        value: 1,
        amount: 100,
        status: 'pending',
        qr_payload: 'demo',
        reference_code: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await apiCall('updatePayment', { params: { id }, body: { status: 'completed' } });
    let text = '';
    const decoder = new TextDecoder();
    while (!text.includes('"resource":"payment"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    abort.abort();
    const data = text.split('\n').find((line) => line.startsWith('data: ') && line.includes('"payment"'));
    expect(JSON.parse(data?.slice(6) ?? '{}') as ChangeEvent).toEqual({
      resource: 'payment',
      ids: [id],
      action: 'updated',
      by: { id: 1, name: 'admin' },
    });
  });
});

describe("the demo's password hashing (Web Crypto PBKDF2)", () => {
  it('verifies its own hash, and refuses another password, a tampered hash and a server scrypt hash', async () => {
    const { passwords } = browserPlatform;
    const stored = await passwords.hash('admin');
    expect(stored).toMatch(/^pbkdf2\$\d+\$/);
    expect(await passwords.hash('admin')).not.toBe(stored); // a new salt every time
    expect(await passwords.verify('admin', stored)).toBe(true);
    expect(await passwords.verify('admin2', stored)).toBe(false);
    expect(await passwords.verify('admin', `${stored.slice(0, -4)}AAA=`)).toBe(false);
    expect(await passwords.verify('admin', 'scrypt$131072$8$1$c2FsdA==$a2V5')).toBe(false);
  });

  it('digests a token as hex SHA-256, as the server does', async () => {
    expect(await browserPlatform.tokenDigest('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
