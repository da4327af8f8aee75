/**
 * Admin accounts (contract/rest/admins.ts) beyond what every REST resource is tested for (restResources.test.ts):
 * a disabled admin cannot sign in and its sessions end at once, though this instance had just cached them; nobody
 * disables themself, nor anyone once disabled meanwhile; a reset password replaces the old one and ends the sessions; no answer and no audit row ever
 * holds a password or its hash. Migration 009 gives existing admins their name and status.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { assertActorStillEnabled } from '../../server/domain/admins';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/app';
import { createTestDatabase, databaseKinds } from './support/database';
import { refusedWithoutChange } from './support/refused';

const ADMINS = '/api/rest/admins';

describe.each(databaseKinds)('admin accounts on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let selfId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, 'admins');
    token = await t.signIn();
    selfId = (await t.database.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.dispose());

  const signIn = (username: string, password: string) =>
    t.call({ method: 'POST', url: '/api/admin/v1/login', payload: { username, password, app_key: t.config.appKey } });
  const checkToken = (bearer: string) => t.call({ method: 'GET', url: '/api/admin/v1/check-token', token: bearer });
  const create = async (username: string, password: string) => {
    const response = await t.call({
      method: 'POST',
      url: ADMINS,
      token,
      payload: { username, display_name: `ผู้ดูแล ${username}`, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; status: string };
  };
  const setStatus = (id: number, status: string) =>
    t.call({ method: 'PUT', url: `${ADMINS}/${id}`, token, payload: { status } });
  const everything = () =>
    Promise.all(
      (['admins', 'sessions', 'audit_log'] as const).map((table) =>
        t.database.db.selectFrom(table).selectAll().orderBy('id').execute(),
      ),
    );
  const expectRefused = refusedWithoutChange(everything);

  it('creates an admin who can sign in, and records when they did', async () => {
    const malee = await create('malee', 'malee-secret-1');
    expect(malee).toMatchObject({ status: 'enabled', last_sign_in_at: null, created_at: t.clock.now().toISOString() });
    const signedIn = await signIn('malee', 'malee-secret-1');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const read = await t.call({ method: 'GET', url: `${ADMINS}/${malee.id}`, token });
    expect(read.json().last_sign_in_at).toBe(t.clock.now().toISOString());
  });

  it('refuses a username already taken (409) or a password under 8 characters (400), creating nothing', async () => {
    const post = (username: string, password: string) => () =>
      t.call({ method: 'POST', url: ADMINS, token, payload: { username, display_name: 'x', password } });
    await expectRefused(post('malee', '12345678'), 409, "An admin named 'malee' exists already");
    await expectRefused(post('short', '1234567'), 400, 'password');
  });

  it('ends a disabled admin’s sessions at once, though this instance had cached them, and refuses their sign-in', async () => {
    const somchai = await create('somchai', 'somchai-secret');
    const session = (await signIn('somchai', 'somchai-secret')).json().tokenString as string;
    expect((await checkToken(session)).statusCode).toBe(200); // verified: now in the session cache
    const disabled = await setStatus(somchai.id, 'disabled');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    // the clock does not move: only the revocation can end what the cache holds
    expect((await checkToken(session)).statusCode).toBe(401);
    const refused = await signIn('somchai', 'somchai-secret');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorAnswer(expect.stringContaining('disabled')));
    // a wrong password is told nothing about the account
    expect((await signIn('somchai', 'wrong-password')).json()).toEqual({
      ok: false,
      error: 'Invalid username or password',
      code: 'auth.invalid_credentials',
      params: {},
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'admin.update', target_type: 'admin', target_id: String(somchai.id) });
    expect(JSON.parse(audit.before_json ?? '{}').status).toBe('enabled');
    expect(JSON.parse(audit.after_json ?? '{}').status).toBe('disabled');

    expect((await setStatus(somchai.id, 'enabled')).statusCode).toBe(200);
    expect((await signIn('somchai', 'somchai-secret')).statusCode).toBe(200);
  });

  it('lets no admin disable themself (409, nothing changes), though they may rename themself', async () => {
    await expectRefused(() => setStatus(selfId, 'disabled'), 409, 'You cannot disable your own account');
    expect((await checkToken(token)).statusCode).toBe(200);
    const renamed = await t.call({
      method: 'PUT',
      url: `${ADMINS}/${selfId}`,
      token,
      payload: { display_name: 'หัวหน้า' },
    });
    expect(renamed.json()).toMatchObject({ display_name: 'หัวหน้า', status: 'enabled' });
  });

  it('resets a password: the old one no longer signs in, the new one does, and their sessions end', async () => {
    const nok = await create('nok', 'nok-first-secret');
    const session = (await signIn('nok', 'nok-first-secret')).json().tokenString as string;
    expect((await checkToken(session)).statusCode).toBe(200);
    const reset = await t.call({
      method: 'POST',
      url: `${ADMINS}/${nok.id}/password`,
      token,
      payload: { password: 'nok-second-secret' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual((await t.call({ method: 'GET', url: `${ADMINS}/${nok.id}`, token })).json());
    expect((await checkToken(session)).statusCode).toBe(401);
    expect((await signIn('nok', 'nok-first-secret')).statusCode).toBe(401);
    expect((await signIn('nok', 'nok-second-secret')).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'admin.password_reset', target_id: String(nok.id) });

    const short = () =>
      t.call({ method: 'POST', url: `${ADMINS}/${nok.id}/password`, token, payload: { password: 'short' } });
    await expectRefused(short, 400, 'password');
    const unknown = () =>
      t.call({ method: 'POST', url: `${ADMINS}/2147483647/password`, token, payload: { password: 'long enough' } });
    await expectRefused(unknown, 404, 'No admin with id 2147483647');
  });

  it('never answers a password or its hash, nor writes one into the audit log', async () => {
    const answers = await Promise.all([
      t.call({ method: 'GET', url: `${ADMINS}?range=${encodeURIComponent('[0,99]')}`, token }),
      t.call({ method: 'GET', url: `${ADMINS}/${selfId}`, token }),
    ]);
    const hashes = (await t.database.db.selectFrom('admins').select('password_hash').execute()).map(
      (row) => row.password_hash,
    );
    const audit = JSON.stringify(await t.database.db.selectFrom('audit_log').selectAll().execute());
    for (const text of [...answers.map((answer) => answer.body), audit]) {
      expect(text).not.toMatch(/"password"|password_hash|scrypt\$/);
      for (const hash of hashes) expect(text).not.toContain(hash.split('$').pop());
      for (const password of [
        'malee-secret-1',
        'somchai-secret',
        'nok-first-secret',
        'nok-second-secret',
        TEST_ADMIN.password,
      ]) {
        expect(text).not.toContain(password);
      }
    }
  });

  it('lists admins by status, search and sort', async () => {
    const list = async (query: Record<string, unknown>) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
      const response = await t.call({ method: 'GET', url: `${ADMINS}?${search}`, token });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { username: string }[]).map((admin) => admin.username);
    };
    expect(await list({})).toEqual(['admin', 'malee', 'nok', 'somchai']);
    expect(await list({ sort: ['username', 'DESC'], filter: { q: 'O' } })).toEqual(['somchai', 'nok']);
    await setStatus((await create('dao', 'dao-secret-1')).id, 'disabled');
    expect(await list({ filter: { status: 'disabled' } })).toEqual(['dao']);
  });

  it('refuses a disable by an admin disabled meanwhile, so two admins disabling each other leave one enabled', async () => {
    const pim = await create('pim', 'pim-secret-123');
    const ton = await create('ton', 'ton-secret-123');
    const { db } = t.database;
    const disable = (trx: Kysely<Database>, id: number) =>
      trx.updateTable('admins').set({ status: 'disabled' }).where('id', '=', id).execute();
    // pim disables ton; ton's disabling of pim was let in before and reaches its transaction now
    const tonDisablesPim = async () =>
      db.transaction().execute(async (trx) => {
        await assertActorStillEnabled(trx, kind, ton.id, pim.id);
        await disable(trx, pim.id);
      });
    let tonsWrite: Promise<void> | undefined;
    await db.transaction().execute(async (trx) => {
      await assertActorStillEnabled(trx, kind, pim.id, ton.id);
      // PostgreSQL runs the two at once: ton's write must wait for pim's locks (SQLite writes one at a time)
      if (kind === 'postgres') {
        tonsWrite = tonDisablesPim();
        expect(await Promise.race([tonsWrite.then(() => 'went on'), sleep(300).then(() => 'waits')])).toBe('waits');
      }
      await disable(trx, ton.id);
    });
    await expect(tonsWrite ?? tonDisablesPim()).rejects.toMatchObject({
      code: 'admin.actor_disabled',
      statusCode: 409,
    });
    const statuses = await db
      .selectFrom('admins')
      .select(['id', 'status'])
      .where('id', 'in', [pim.id, ton.id])
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [pim.id]: 'enabled',
      [ton.id]: 'disabled',
    });
    expect((await signIn('pim', 'pim-secret-123')).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('migration 009 on %s', (kind) => {
  it('gives the admins who existed their username as display name, enabled, never signed in; and goes back', async () => {
    // the schema as it was before 009 (later migrations index 009's columns, so 009 is reached through the
    // migrator rather than undone on its own)
    const database = await createTestDatabase(kind, 'admins_migration');
    try {
      const migrator = await createMigrator(database);
      expect((await migrator.migrateTo('008_audit_log_target')).error).toBeUndefined();
      const db = database.db as unknown as Kysely<unknown>;
      const stamp = '2025-01-05T10:00:00.000Z';
      const values = { username: 'old', password_hash: 'x', created_at: stamp, password_changed_at: stamp };
      await (db as Kysely<{ admins: typeof values }>).insertInto('admins').values(values).execute();
      expect((await migrator.migrateTo('009_admin_accounts')).error).toBeUndefined();
      const admin = await database.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
      expect(admin).toMatchObject({ username: 'old', display_name: 'old', status: 'enabled', last_sign_in_at: null });
      expect((await migrator.migrateTo('008_audit_log_target')).error).toBeUndefined();
    } finally {
      await database.dispose();
    }
  });
});
