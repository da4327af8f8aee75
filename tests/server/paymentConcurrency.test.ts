/**
 * Money moves exactly once: 50 confirms of one payment sent at the same time issue its tickets once
 * and write one audit row. On SQLite through the one app a database file allows; on PostgreSQL through
 * two app instances, each with its own connection pool on the same schema, like two servers behind a
 * load balancer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { openSecondInstance, type SecondInstance } from './support/secondInstance';

const CONFIRMS = 50;

type Instance = { inject: TestApp['app']['inject'] };

describe.each(databaseKinds)('concurrent confirms of one payment on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let second: SecondInstance | undefined;
  let instances: Instance[];

  beforeAll(async () => {
    t = await createTestApp(kind, 'payconc', { seed: true });
    token = await t.signIn();
    instances = [t.app];
    if (kind === 'postgres') {
      second = await openSecondInstance(t);
      instances.push(second.app);
    }
  });
  afterAll(async () => {
    await second?.close();
    await t.dispose();
  });

  it(`issues exactly value tickets and one audit row for ${CONFIRMS} simultaneous confirms`, async () => {
    // the pending payment buying the most tickets, so a double issue cannot hide
    const payment = await t.database.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('value', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ticketsBefore = await t.database.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const responses = await Promise.all(
      Array.from({ length: CONFIRMS }, (_, i) =>
        instances[i % instances.length].inject({
          method: 'PUT',
          url: `/api/admin/v1/payment/${payment.id}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { status: 'completed' },
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONFIRMS - 1);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual(errorAnswer('This payment is no longer pending'));
    }

    const issued = await t.database.db.selectFrom('tickets').selectAll().where('payment_id', '=', payment.id).execute();
    expect(issued).toHaveLength(payment.value);
    const ticketsAfter = await t.database.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(ticketsAfter.n) - Number(ticketsBefore.n)).toBe(payment.value);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'payment')
      .where('target_id', '=', String(payment.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe('payment.confirm');

    const stored = await t.database.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('completed');
  });
  it('issues missing tickets once when repair runs overlap', async () => {
    const payment = await t.database.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'completed')
      .orderBy('value', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // tickets lost outside the API, which the repair run exists for
    await t.database.db.deleteFrom('tickets').where('payment_id', '=', payment.id).execute();

    const runs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        instances[i % instances.length].inject({
          method: 'POST',
          url: '/api/admin/v1/generate-all-ticket-for-player',
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        }),
      ),
    );
    expect(runs.map((run) => run.statusCode)).toEqual(Array(10).fill(200));
    const issued = runs.reduce((sum, run) => sum + run.json().issued, 0);
    expect(issued).toBe(payment.value);
    const held = await t.database.db.selectFrom('tickets').select('id').where('payment_id', '=', payment.id).execute();
    expect(held).toHaveLength(payment.value);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'ticket.repair')
      .where('target_id', '=', String(payment.id))
      .execute();
    expect(audit).toHaveLength(1);
  });
});
