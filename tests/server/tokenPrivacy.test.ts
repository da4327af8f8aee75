/**
 * A bearer token is a password for the length of a session: it must never be written to the server's logs,
 * and the SPA never puts it in a URL (it travels in the Authorization header only).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createAdmin } from '../../server/domain/admins';
import { scryptPasswords } from '../../server/domain/passwords';
import { FAST_SCRYPT, TEST_ADMIN, testConfig } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';

describe('tokens in logs', () => {
  let database: TestDatabase;
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite', 'token_privacy', { migrate: true });
    await createAdmin(database.db, TEST_ADMIN.username, TEST_ADMIN.password, new Date(), scryptPasswords(FAST_SCRYPT));
  });
  afterAll(() => database.dispose());

  it('are not written even at the most verbose log level, on success or failure', async () => {
    const app = await buildApp({ database, config: testConfig(), logger: { level: 'trace', stream: sink } });
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { ...TEST_ADMIN, app_key: 'matchday' },
    });
    const token = login.json().tokenString as string;
    const headers = { authorization: `Bearer ${token}` };
    await app.inject({ method: 'GET', url: '/api/admin/v1/check-token', headers });
    await app.inject({ method: 'GET', url: '/api/admin/v1/no-such-route', headers });
    await app.inject({ method: 'PUT', url: '/api/admin/v1/payment/999999', headers, payload: { status: 'completed' } });
    await app.inject({ method: 'POST', url: '/api/admin/v1/logout', headers, payload: {} });
    await app.inject({ method: 'GET', url: '/api/admin/v1/check-token', headers });
    await app.close();

    expect(lines.length).toBeGreaterThan(5); // the requests were logged
    const leaked = lines.filter((line) => line.includes(token) || line.includes(TEST_ADMIN.password));
    expect(leaked).toEqual([]);
  });
});
