/**
 * The change stream across two server instances on one PostgreSQL database: a change made on one, or written into
 * the database by another program, reaches a client of the other; an ended session's stream closes on both; a lost
 * LISTEN connection ends in a refetch once it is back. PostgreSQL only, like the other two-instance tests.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/app';
import { openChangeStream as open, type ReceivedChange, type StreamClient } from './support/changeStreamClient';
import { becomesTrue } from './support/poll';
import { type Instance, openSecondInstance, type SecondInstance } from './support/secondInstance';

const NEEDS_POSTGRES = 'the change stream on two instances (needs PostgreSQL: set DATABASE_URL)';
const WITHIN_MS = 2_000;

describe.runIf(Boolean(process.env.DATABASE_URL))(NEEDS_POSTGRES, () => {
  let t: TestApp;
  let second: SecondInstance;
  let a: Instance;
  let b: Instance;
  let baseA: string;
  let baseB: string;
  const clients: StreamClient[] = [];
  const stream = async (base: string, token: string) => {
    const client = await open(base, token);
    expect(client.status).toBe(200);
    clients.push(client);
    return client;
  };
  const signIn = async (instance: Instance) => {
    const answer = await instance.inject({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { ...TEST_ADMIN, app_key: t.config.appKey },
    });
    return answer.json().tokenString as string;
  };
  const about = (resource: string, id: number) => (change: ReceivedChange) =>
    change.event.resource === resource && change.event.ids.includes(id);

  beforeAll(async () => {
    t = await createTestApp('postgres', 'change_stream_instances', { seed: true });
    a = t.app;
    second = await openSecondInstance(t, { sessionListener: { firstRetryMs: 50 } });
    b = second.app;
    baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    for (const instance of [b, a]) {
      const closing = instance === a ? t.dispose() : second.close();
      // Node's fetch may hold a spare connection that never sends a request; closing would wait for its timeout
      instance.server.closeAllConnections();
      await closing;
    }
  });

  it('sends a confirm made on one instance to a client of the other, naming who confirmed it', async () => {
    const token = await signIn(a);
    const watching = await stream(baseB, token);
    const payment = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const confirm = await a.inject({
      method: 'PUT',
      url: `/api/admin/v1/payment/${payment.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'completed' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const change = await watching.next(about('payment', payment.id), WITHIN_MS);
    expect(change.event).toMatchObject({ action: 'updated', by: { name: TEST_ADMIN.username } });
  });

  it('sends a payment another program inserted into the database to clients of both instances within 2 s', async () => {
    const token = await signIn(a);
    const onA = await stream(baseA, token);
    const onB = await stream(baseB, token);
    const user = await t.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    // a separate connection of its own, as the player app's, with none of the server's code around it
    const { rows } = await sql<{ id: number }>`insert into payments
        (user_id, value, amount, status, qr_payload, reference_code, created_at, updated_at)
        values (${user.id}, 1, 100, 'pending', 'player app', null, ${stamp}, ${stamp}) returning id`.execute(
      second.database.db,
    );
    const id = rows[0].id;
    for (const client of [onA, onB]) {
      expect((await client.next(about('payment', id), WITHIN_MS)).event).toEqual({
        resource: 'payment',
        ids: [id],
        action: 'created',
      });
    }
  });

  it("closes a session's stream on the other instance within 2 s of its logout", async () => {
    const token = await signIn(a);
    const onB = await stream(baseB, token);
    const logout = await a.inject({
      method: 'POST',
      url: '/api/admin/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await onB.endsWithin(WITHIN_MS)).toBe(true);
  });

  it("closes a disabled admin's stream on the other instance within 2 s", async () => {
    const token = await signIn(a);
    const created = await a.inject({
      method: 'POST',
      url: '/api/rest/admins',
      headers: { authorization: `Bearer ${token}` },
      payload: { username: 'pim', display_name: 'pim', password: 'pim-secret-1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const pim = created.json() as { id: number };
    const pimToken = (
      await b.inject({
        method: 'POST',
        url: '/api/admin/v1/login',
        payload: { username: 'pim', password: 'pim-secret-1', app_key: t.config.appKey },
      })
    ).json().tokenString as string;
    const onB = await stream(baseB, pimToken);
    const disable = await a.inject({
      method: 'PUT',
      url: `/api/rest/admins/${pim.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'disabled' },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(await onB.endsWithin(WITHIN_MS)).toBe(true);
  });

  it('tells its clients to refetch everything once a lost LISTEN connection is back', async () => {
    const token = await signIn(a);
    const onB = await stream(baseB, token);
    const pid = b.sessionRevocationListener?.backendPid;
    expect(pid).toBeDefined();
    await sql`select pg_terminate_backend(${pid})`.execute(t.database.db);
    const refetch = await onB.next((change) => change.event.action === 'refetch');
    expect(refetch.event).toEqual({ resource: '*', ids: [], action: 'refetch' });
    expect(await becomesTrue(() => b.sessionRevocationListener?.listening === true)).toBe(true);
    expect(onB.ended).toBe(false);
  });
});
