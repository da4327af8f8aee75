import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { allHandlers } from '../../server/routes';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp, testConfig } from './support/app';
import { createTestDatabase } from './support/database';

// on SQLite only: the frame (routing, body limits, headers, the API document) answers before any handler reads
// the database
describe('the app frame', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', 'frame');
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.call({ method: 'GET', url: '/api/admin/v1/no-such-thing', token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining('/api/admin/v1/no-such-thing')));
  });

  it('answers 413 to a JSON body over 1 MB', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(1_100_000), password: 'x', app_key: 'matchday' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorAnswer(expect.any(String)));
  });

  it('answers 415 to a body of an unsupported content type', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().ok).toBe(false);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer(expect.any(String)));
  });

  it('sends API answers the security headers that act on them, and a CSP that allows nothing', async () => {
    const response = await t.call({ method: 'GET', url: '/api/admin/v1/check-token', token });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // headers for documents only (helmet's) stay off JSON answers
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['origin-agent-cluster']).toBeUndefined();
  });

  it('serves OpenAPI at /api/docs to a signed-in admin, with every route of the contract', async () => {
    const signedOut = await t.call({ method: 'GET', url: '/api/docs' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(errorAnswer(expect.any(String)));
    const response = await t.call({ method: 'GET', url: '/api/docs', token });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of apiRoutes) {
      const openApiPath = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(document.paths[openApiPath]?.[route.method.toLowerCase()], `${route.method} ${openApiPath}`).toBeDefined();
    }
  });

  it('publishes /api/docs without sign-in only when PUBLISH_API_DOCS=1 says so', async () => {
    const published = await createTestApp('sqlite', 'docs', { config: { publishApiDocs: true } });
    try {
      const response = await published.call({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.json().openapi).toMatch(/^3\./);
    } finally {
      await published.dispose();
    }
    expect(loadConfig({ PUBLISH_API_DOCS: '1' }).publishApiDocs).toBe(true);
    expect(loadConfig({}).publishApiDocs).toBe(false);
  });

  it('answers 501 with an error for every route whose handler has not landed', async () => {
    // Routes with a body would fail validation first; the ones without show the 501 itself.
    const pending = apiRoutes.filter(
      (route) => !(route.id in allHandlers) && route.auth && !route.body && !route.multipart,
    );
    for (const route of pending) {
      const url = `/api${route.path.replace(/:(\w+)/g, (_, name) => (name === 'phone' ? '-' : '1'))}`;
      const query = route.id === 'listTeamVs' ? '?date=2024-05-19' : '';
      const response = await t.call({ method: route.method, url: url + query, token });
      expect(response.statusCode, route.id).toBe(501);
      expect(response.json()).toEqual(errorAnswer(expect.stringContaining('Not implemented yet')));
    }
  });
});

describe('an unexpected failure', () => {
  it('is answered 500 without internals, naming the request id', async () => {
    const database = await createTestDatabase('sqlite', 'boom', { migrate: true });
    const app = await buildApp({
      database,
      config: testConfig(),
      handlers: {
        login: async () => {
          throw new Error('secret internal detail: table xyz');
        },
      },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { username: 'a', password: 'b', app_key: 'matchday' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining('request')));
    await app.close();
    await database.dispose();
  });
});

describe('the SPA', () => {
  let spaDir: string;
  let t: TestApp;
  beforeAll(async () => {
    spaDir = await mkdtemp(path.join(tmpdir(), 'matchday-spa-'));
    await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><div id="root">spa</div>');
    await writeFile(path.join(spaDir, 'robots.txt'), 'User-agent: *');
    t = await createTestApp('sqlite', 'spa', { config: { spaDir } });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(spaDir, { recursive: true, force: true });
  });

  it('serves index.html at / and for any deep link (history fallback)', async () => {
    for (const url of ['/', '/edit-game-week/3', '/payment?tab=completed', '/no/such/page']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('id="root"');
    }
  });

  it("serves its pages with the CSP the SPA runs under and the rest of helmet's headers", async () => {
    const response = await t.call({ method: 'GET', url: '/edit-game-week/3' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('answers 400, never 500, to paths with dot segments, raw or encoded, GET and HEAD, over a real socket', async () => {
    // inject() resolves dot segments itself; a client such as curl --path-as-is sends them as they are
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const send = (method: string, path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, method }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end();
      });
    const climbing = [
      '/../../etc/passwd',
      '/%2e%2e',
      '/.%2e/x',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%5c..%5cpackage.json',
      '/assets/..%2f..%2fpackage.json',
      '/api/admin/v1/../v1/check-token',
      '/./robots.txt',
    ];
    for (const path of climbing) {
      for (const method of ['GET', 'HEAD']) {
        const { status, body } = await send(method, path);
        expect(status, `${method} ${path}`).toBe(400);
        if (method === 'GET') expect(JSON.parse(body), path).toEqual(errorAnswer(expect.any(String)));
      }
    }
    // names that merely contain dots are not dot segments
    expect((await send('GET', '/robots.txt')).status).toBe(200);
    expect((await send('GET', '/teams/..x')).status).toBe(200);
  });

  it('serves real files as they are, and keeps /api paths as JSON 404s', async () => {
    expect((await t.call({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *');
    const api = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().ok).toBe(false);
  });
});
