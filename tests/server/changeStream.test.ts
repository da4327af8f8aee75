/**
 * The change stream over real HTTP, as the SPA reads it: events after commits only, writes from outside the server,
 * resuming, limits, heartbeats and ended sessions.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChangeEvent, LAST_CHANGE_HEADER } from '../../contract';
import type { Dialect } from '../../server/db/connection';
import { inTransaction } from '../../server/db/transaction';
import { type AuditedChange, auditedWrite } from '../../server/domain/auditedWrite';
import { revokeAllSessionsOf } from '../../server/domain/sessions';
import type { ChangeStreamSettings } from '../../server/plugins/changeStream';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/app';
import { openChangeStream as open, type ReceivedChange, type StreamClient } from './support/changeStreamClient';
import { databaseKinds } from './support/database';
import { withOtherConnection } from './support/otherConnection';

const ADMINS = '/api/rest/admins';
const WITHIN_MS = 2_000;
const LIMITS = { perAdmin: 3, perInstance: 5, heartbeatMs: 100, maxUnread: 1_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const about =
  (resource: ChangeEvent['resource'], id?: number) =>
  ({ event }: ReceivedChange) =>
    event.resource === resource && (id === undefined || event.ids.includes(id));

interface StreamingApp {
  t: TestApp;
  base: string;
  stream(bearer: string | null, options?: Parameters<typeof open>[2]): Promise<StreamClient>;
}

/** A test app listening on a port for the enclosing describe; the streams a test opened close after it. */
function streamingApp(kind: Dialect, name: string, changeStream: ChangeStreamSettings): StreamingApp {
  const clients: StreamClient[] = [];
  const served = {} as StreamingApp;
  served.stream = async (bearer, options = {}) => {
    const client = await open(served.base, bearer, options);
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    served.t = await createTestApp(kind, name, { seed: true, serve: { changeStream } });
    served.base = await served.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    const disposing = served.t.dispose();
    // Node's fetch may hold a spare connection that never sends a request; closing would wait for its timeout
    served.t.app.server.closeAllConnections();
    await disposing;
  });
  return served;
}

describe.each(databaseKinds)('the change stream on %s', (kind) => {
  const served = streamingApp(kind, 'change_stream', { limits: LIMITS });
  let t: TestApp;
  let token: string;
  let adminId: number;
  const stream = (bearer: string | null = token, options: Parameters<typeof open>[2] = {}) =>
    served.stream(bearer, options);
  const by = () => ({ admin: { id: adminId, username: TEST_ADMIN.username }, at: t.clock.now() });
  /** an audited write that changes nothing but its audit row: the stream derives its events from that */
  const touchTeam = (id: number, db = t.database.db) =>
    auditedWrite(
      db,
      by(),
      async (): Promise<AuditedChange<undefined>> => ({
        action: 'team.update',
        targetType: 'team',
        targetId: id,
        result: undefined,
      }),
    );
  const signInAs = async (username: string, password: string) => {
    const answer = await t.call({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { username, password, app_key: t.config.appKey },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().tokenString as string;
  };
  const createAdmin = async (username: string) => {
    const password = `${username}-secret-1`;
    const created = await t.call({
      method: 'POST',
      url: ADMINS,
      token,
      payload: { username, display_name: username, password },
    });
    expect(created.statusCode, created.body).toBe(200);
    return { id: (created.json() as { id: number }).id, token: await signInAs(username, password) };
  };

  beforeAll(async () => {
    t = served.t;
    token = await t.signIn();
    adminId = (await t.database.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  });

  it('refuses a stream without a bearer token, and a token offered in the URL instead', async () => {
    const bare = await stream(null);
    expect(bare.status).toBe(401);
    expect(JSON.parse(bare.refusal ?? '')).toMatchObject({ ok: false, code: 'auth.token_missing' });
    for (const query of [`?token=${token}`, `?access_token=${token}`, `?authorization=Bearer%20${token}`]) {
      expect((await stream(null, { query })).status).toBe(401);
    }
  });

  it('sends a confirmed payment once it has committed, naming who confirmed it, through unbuffered headers', async () => {
    const client = await stream();
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    const payment = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const confirm = await t.call({
      method: 'PUT',
      url: `/api/admin/v1/payment/${payment.id}`,
      token,
      payload: { status: 'completed' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const change = await client.next(about('payment', payment.id), WITHIN_MS);
    expect(change.event).toEqual({
      resource: 'payment',
      ids: [payment.id],
      action: 'updated',
      by: { id: adminId, name: TEST_ADMIN.username },
    });
    expect((await client.next(about('ticket'), WITHIN_MS)).event.action).toBe('created');
    // the server announced the write itself, so the payments table's trigger (PostgreSQL) adds no second event
    await sleep(500);
    expect(client.changes.filter(about('payment', payment.id))).toHaveLength(1);
  });

  it('sends nothing while the write is uncommitted, and nothing for a write that rolled back', async () => {
    const client = await stream();
    await inTransaction(t.database.db, async (trx) => {
      await touchTeam(101, trx);
      await sleep(300);
      expect(client.changes.filter(about('team', 101))).toEqual([]);
    });
    await client.next(about('team', 101), WITHIN_MS);

    const rolledBack = auditedWrite(t.database.db, by(), async () => {
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    await expect(
      inTransaction(t.database.db, async (trx) => {
        await touchTeam(102, trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await touchTeam(103);
    await client.next(about('team', 103), WITHIN_MS);
    expect(client.changes.filter(about('team', 102))).toEqual([]);
  });

  it('sends a payment written straight into the database by another process within 2 s', async () => {
    const client = await stream();
    const user = await t.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    const inserted = await withOtherConnection(t, (other) =>
      other.db
        .insertInto('payments')
        .values({
          user_id: user.id,
          value: 2,
          amount: 200,
          status: 'pending',
          qr_payload: 'written by the player app',
          reference_code: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const change = await client.next(about('payment', inserted.id), WITHIN_MS);
    expect(change.event).toEqual({ resource: 'payment', ids: [inserted.id], action: 'created' });
  });

  it('resumes after Last-Event-ID with what it missed, and asks for a refetch when it cannot', async () => {
    const first = await stream();
    await touchTeam(201);
    const seen = await first.next(about('team', 201), WITHIN_MS);
    first.close();
    await touchTeam(202);
    await touchTeam(203);

    const resumed = await stream(token, { lastEventId: seen.id });
    await resumed.next(about('team', 203), WITHIN_MS);
    expect(resumed.changes.slice(0, 2).map((change) => change.event.ids)).toEqual([[202], [203]]);

    const lost = await stream(token, { lastEventId: 'another-instance-7' });
    expect((await lost.next(undefined, WITHIN_MS)).event).toEqual({ resource: '*', ids: [], action: 'refetch' });
    await touchTeam(204);
    const after = await lost.next(about('team', 204), WITHIN_MS);
    const sequence = (change: ReceivedChange) => Number(change.id.split('-').at(-1));
    expect(sequence(after)).toBeGreaterThan(sequence(lost.changes[0]));
  });

  it('marks each answer with where a stream resumes from to hear what was written after it was read', async () => {
    (await stream()).close();
    const read = await t.call({ method: 'GET', url: '/api/admin/v1/payment-pending?page=1&limit=20', token });
    expect(read.statusCode).toBe(200);
    const place = String(read.headers[LAST_CHANGE_HEADER]);
    await touchTeam(301);
    const resumed = await stream(token, { lastEventId: place });
    await resumed.next(about('team', 301), WITHIN_MS);
    expect(resumed.changes.map((change) => change.event.ids)).toEqual([[301]]);
  });

  it('closes the oldest stream beyond the limit per admin, then beyond the limit per instance', async () => {
    // the streams of earlier tests, closed by their clients, leave as the server notices
    await sleep(300);
    const mine = [await stream(), await stream(), await stream()];
    const fourth = await stream();
    expect(await mine[0].endsWithin(WITHIN_MS)).toBe(true);
    expect([mine[1].ended, mine[2].ended, fourth.ended]).toEqual([false, false, false]);

    const other = await createAdmin('somchai');
    const theirs = [await stream(other.token), await stream(other.token), await stream(other.token)];
    expect(await mine[1].endsWithin(WITHIN_MS)).toBe(true);
    expect([mine[2], fourth, ...theirs].map((client) => client.ended)).toEqual([false, false, false, false, false]);
  });

  it('sends a heartbeat comment while nothing changes', async () => {
    const client = await stream();
    await sleep(LIMITS.heartbeatMs * 4);
    expect(client.comments).toContain('heartbeat');
  });

  it('lets a viewer, who may change nothing, hear the changes others make', async () => {
    const viewer = await createAdmin('malee');
    const role = await t.database.db.selectFrom('admins').select('role').where('id', '=', viewer.id).executeTakeFirst();
    expect(role?.role).toBe('viewer');
    const client = await stream(viewer.token);
    expect(client.status).toBe(200);
    const teamId = 901;
    await touchTeam(teamId);
    expect((await client.next(about('team', teamId))).event.by?.id).toBe(adminId);
  });

  it("closes a session's streams within 2 s of its logout, and no other session's", async () => {
    const other = await t.signIn();
    const leaving = await stream(other);
    const staying = await stream();
    const logout = await t.call({ method: 'POST', url: '/api/admin/v1/logout', token: other });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await leaving.endsWithin(WITHIN_MS)).toBe(true);
    await sleep(200);
    expect(staying.ended).toBe(false);
    expect((await stream(other)).status).toBe(401);
  });

  it("closes a disabled admin's streams within 2 s", async () => {
    const dao = await createAdmin('dao');
    const client = await stream(dao.token);
    const disable = await t.call({ method: 'PUT', url: `${ADMINS}/${dao.id}`, token, payload: { status: 'disabled' } });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(await client.endsWithin(WITHIN_MS)).toBe(true);
  });

  it("closes the streams within 2 s of sessions another process ended (the admin command's)", async () => {
    const nok = await createAdmin('nok');
    const client = await stream(nok.token);
    await withOtherConnection(t, (other) =>
      revokeAllSessionsOf(other.db, nok.id, new Date(), { dialect: other.dialect }),
    );
    expect(await client.endsWithin(WITHIN_MS)).toBe(true);
  });
});

describe.each(databaseKinds)('the change stream of a session that ends by itself, on %s', (kind) => {
  const RECHECK_MS = 100;
  const served = streamingApp(kind, 'change_stream_ends', { limits: LIMITS, sessionRecheckMs: RECHECK_MS });
  let t: TestApp;
  const stream = (bearer: string) => served.stream(bearer);
  const minutes = (count: number) => t.clock.advance?.(count * 60_000);

  beforeAll(() => {
    t = served.t;
  });

  it('closes the stream of a session left idle too long, and not the stream of a session in use', async () => {
    const idle = await t.signIn();
    const inUse = await t.signIn();
    const idleStream = await stream(idle);
    const inUseStream = await stream(inUse);
    minutes(t.config.session.idleMinutes - 1);
    const used = await t.call({ method: 'GET', url: '/api/admin/v1/check-token', token: inUse });
    expect(used.statusCode, used.body).toBe(200);
    await sleep(RECHECK_MS * 3);
    expect(idleStream.ended).toBe(false);

    minutes(2);
    expect(await idleStream.endsWithin(WITHIN_MS)).toBe(true);
    expect(inUseStream.ended).toBe(false);
    expect((await stream(idle)).status).toBe(401);
  });

  it('closes the stream of a session past its lifetime, however much it was used', async () => {
    const token = await t.signIn();
    const client = await stream(token);
    const step = t.config.session.idleMinutes / 2;
    const lifetimeMinutes = t.config.session.absoluteHours * 60;
    for (let used = step; used < lifetimeMinutes; used += step) {
      minutes(step);
      const check = await t.call({ method: 'GET', url: '/api/admin/v1/check-token', token });
      expect(check.statusCode, check.body).toBe(200);
    }
    await sleep(RECHECK_MS * 3);
    expect(client.ended).toBe(false);

    minutes(step);
    expect(await client.endsWithin(WITHIN_MS)).toBe(true);
  });
});
