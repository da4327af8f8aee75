import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditedChange, auditedWrite, type WrittenBy } from '../../server/domain/auditedWrite';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const AUDIT_LOG = '/api/admin/v1/audit-log';

const ADMIN = { id: 1, username: 'admin' };
const MALEE = { id: 2, username: 'malee' };

/**
 * Rows written straight through auditedWrite, in writing order (ids 1..6). Times are UTC; the comments give
 * the Bangkok time (UTC+7) that the day filters go by.
 */
const WRITTEN: (WrittenBy & Omit<AuditedChange<undefined>, 'result'>)[] = [
  {
    admin: ADMIN,
    action: 'payment.confirm',
    targetType: 'payment',
    targetId: 7,
    before: { status: 'pending', reference_code: null },
    after: { status: 'completed', reference_code: 'REF-7', tickets_issued: ['T1', 'T2'] },
    at: new Date('2025-03-09T16:59:59.999Z'), // Bangkok 2025-03-09 23:59:59.999
  },
  {
    admin: MALEE,
    action: 'payment.cancel',
    targetType: 'payment',
    targetId: 8,
    before: { status: 'pending' },
    after: { status: 'cancelled', reference_code: 'SLIP-8' },
    at: new Date('2025-03-09T17:00:00.000Z'), // Bangkok 2025-03-10 00:00
  },
  {
    admin: ADMIN,
    action: 'ticket.free',
    targetType: 'user',
    targetId: 15,
    after: { tickets: 3 },
    at: new Date('2025-03-10T05:00:00.000Z'), // Bangkok 2025-03-10 12:00
  },
  {
    admin: null,
    action: 'gameweek.summarise',
    targetType: 'game_week',
    targetId: 1,
    before: null,
    after: { entries: 40 },
    at: new Date('2025-03-11T02:00:00.000Z'), // Bangkok 2025-03-11 09:00
  },
  // two rows in the same millisecond: the later id comes first
  {
    admin: ADMIN,
    action: 'ticket.delete',
    targetType: 'ticket',
    targetId: 'A',
    before: { ID: 1 },
    at: new Date('2025-03-12T00:00:00.000Z'),
  },
  {
    admin: ADMIN,
    action: 'ticket.delete',
    targetType: 'ticket',
    targetId: 'B',
    before: { ID: 2 },
    at: new Date('2025-03-12T00:00:00.000Z'),
  },
];

describe.each(databaseKinds)('the audit log on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'auditLog', { seed: true });
    token = await t.signIn();
    await t.database.db.transaction().execute(async (trx) => {
      for (const { admin, at, ...change } of WRITTEN) {
        await auditedWrite(trx, { admin, at }, async () => ({ ...change, result: undefined }));
      }
    });
  });
  afterAll(() => t.dispose());

  const list = async (query = '') => {
    const response = await t.call({ method: 'GET', url: `${AUDIT_LOG}${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      ok: true;
      data: { id: number; target_id: string; [key: string]: unknown }[];
      page: number;
      limit: number;
      total: number;
    };
  };
  const targets = (answer: { data: { target_id: string }[] }) => answer.data.map((row) => row.target_id);

  it('answers the rows newest first, ties by the later id, with before and after as JSON values', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ ok: true, page: 1, limit: 50, total: 6 });
    expect(targets(answer)).toEqual(['B', 'A', '1', '15', '8', '7']);
    expect(answer.data[5]).toEqual({
      id: 1,
      admin_id: 1,
      admin_username: 'admin',
      action: 'payment.confirm',
      target_type: 'payment',
      target_id: '7',
      before: { status: 'pending', reference_code: null },
      after: { status: 'completed', reference_code: 'REF-7', tickets_issued: ['T1', 'T2'] },
      created_at: '2025-03-09T16:59:59.999Z',
    });
    // the system's own rows have no admin id; an absent before/after is null
    expect(answer.data[2]).toMatchObject({ admin_id: null, admin_username: 'system', before: null });
    expect(answer.data[3]).toMatchObject({ before: null, after: { tickets: 3 } });
  });

  it('pages on the server: page and limit pick the rows, total counts all matching rows', async () => {
    expect(await list('?page=2&limit=2')).toMatchObject({ page: 2, limit: 2, total: 6 });
    expect(targets(await list('?page=2&limit=2'))).toEqual(['1', '15']);
    expect(targets(await list('?page=3&limit=2'))).toEqual(['8', '7']);
    const beyond = await list('?page=4&limit=2');
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(6);
  });

  it('filters by action', async () => {
    expect(targets(await list('?action=ticket.delete'))).toEqual(['B', 'A']);
    const confirms = await list('?action=payment.confirm');
    expect(confirms.total).toBe(1);
    expect(targets(confirms)).toEqual(['7']);
    expect((await list('?action=team.delete')).data).toEqual([]);
  });

  it("filters by the admin's exact username", async () => {
    expect(targets(await list('?admin=malee'))).toEqual(['8']);
    expect(targets(await list('?admin=system'))).toEqual(['1']);
    expect((await list('?admin=mal')).total).toBe(0);
  });

  it('reads from and to as whole days in Bangkok time, both included', async () => {
    // 2025-03-09 23:59:59.999 in Bangkok is the 9th; 2025-03-10 00:00 is the 10th
    expect(targets(await list('?from=2025-03-10&to=2025-03-10'))).toEqual(['15', '8']);
    expect(targets(await list('?to=2025-03-09'))).toEqual(['7']);
    expect(targets(await list('?from=2025-03-11'))).toEqual(['B', 'A', '1']);
    expect(targets(await list('?from=2025-03-09&to=2025-03-12'))).toEqual(['B', 'A', '1', '15', '8', '7']);
    expect((await list('?from=2025-03-13')).total).toBe(0);
  });

  it('combines the filters', async () => {
    const answer = await list('?action=payment.confirm&admin=admin&from=2025-03-09&to=2025-03-09');
    expect(targets(answer)).toEqual(['7']);
    expect((await list('?action=payment.confirm&admin=malee')).total).toBe(0);
  });

  it.each([
    ['an unknown action', '?action=payment.steal', 'action'],
    ['a date that is not on the calendar', '?from=2025-02-30', 'from'],
    ['a date in another format', '?to=2025/03/01', 'to'],
    ['a day 13th month', '?to=2025-13-01', 'to'],
    ['from after to', '?from=2025-03-11&to=2025-03-10', 'to'],
    ['a limit above 100', '?limit=101', 'limit'],
    ['page 0', '?page=0', 'page'],
  ])('refuses %s with 400 naming the field', async (_what, query, field) => {
    const response = await t.call({ method: 'GET', url: `${AUDIT_LOG}${query}`, token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining(field)));
  });

  it('answers the same rows in its REST form, with the total in Content-Range and instants as bounds', async () => {
    const rest = async (query: Record<string, unknown>) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
      const response = await t.call({ method: 'GET', url: `/api/rest/audit-log?${search}`, token });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const everything = await rest({});
    expect(everything.json()).toEqual((await list()).data);
    expect(everything.headers['content-range']).toBe('audit-log 0-5/6');
    const page = await rest({ range: [2, 3], filter: { action: ['payment.confirm', 'ticket.free', 'ticket.delete'] } });
    expect(page.json().map((row: { target_id: string }) => row.target_id)).toEqual(['15', '7']);
    expect(page.headers['content-range']).toBe('audit-log 2-3/4');
    // the REST form bounds instants; /admin/v1's from and to name Bangkok days
    const day = await rest({
      filter: { created_at_gte: '2025-03-09T17:00:00.000Z', created_at_lte: '2025-03-10T16:59:59.999Z' },
    });
    expect(day.json()).toEqual((await list('?from=2025-03-10&to=2025-03-10')).data);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.call({ method: 'GET', url: AUDIT_LOG });
    expect(response.statusCode).toBe(401);
  });

  it('shows a payment confirmed through the API, with its state before and after', async () => {
    const pending = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const confirmed = await t.call({
      method: 'PUT',
      url: `/api/admin/v1/payment/${pending.id}`,
      payload: { status: 'completed', reference_code: 'AUDIT-TEST' },
      token,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const answer = await list('?action=payment.confirm');
    expect(answer.total).toBe(2);
    // the test clock stands at 2026-01-01, after every row written above
    expect(answer.data[0]).toMatchObject({
      admin_username: 'admin',
      target_type: 'payment',
      target_id: String(pending.id),
      before: { status: 'pending' },
      after: { status: 'completed', reference_code: 'AUDIT-TEST' },
      created_at: '2026-01-01T00:00:00.000Z',
    });
  });
});
