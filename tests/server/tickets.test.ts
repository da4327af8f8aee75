import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const LOOKUP = (userId: string | number, phone: string) => `/api/admin/v1/see-ticket-user/${userId}/${phone}`;
const DELETE = (ticketId: number) => `/api/admin/v1/delete-ticket/${ticketId}`;
const GENERATE = '/api/admin/v1/generate-all-ticket-for-player';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(databaseKinds)('tickets on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'tickets', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, payload, token });
  const db = () => t.database.db;
  const snapshot = async () => ({
    tickets: await db().selectFrom('tickets').selectAll().orderBy('id').execute(),
    audit: await db().selectFrom('audit_log').selectAll().orderBy('id').execute(),
  });
  const userWithTickets = async () => {
    const row = await db()
      .selectFrom('tickets')
      .innerJoin('users', 'users.id', 'tickets.user_id')
      .select(['users.id', 'users.phone'])
      .where('tickets.is_used', '=', 0)
      .orderBy('users.id')
      .executeTakeFirstOrThrow();
    return row;
  };
  const ticketsOfUser = (userId: number) =>
    db()
      .selectFrom('tickets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

  describe('lookup', () => {
    it("answers a user's tickets by user id, newest first, in the spec's shape", async () => {
      const user = await userWithTickets();
      const expected = await ticketsOfUser(user.id);
      const response = await send('GET', LOOKUP(user.id, '-'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        ok: true,
        data: expected.map((ticket) => ({
          ID: ticket.id,
          UserID: user.id,
          UUID: ticket.uuid,
          IsUsed: ticket.is_used === 1,
          CreatedAt: ticket.created_at,
        })),
      });
    });

    it('finds the same tickets by phone (also written +66...), and by id and phone together', async () => {
      const user = await userWithTickets();
      const byId = (await send('GET', LOOKUP(user.id, '-'))).json().data;
      expect((await send('GET', LOOKUP('-', user.phone))).json().data).toEqual(byId);
      expect((await send('GET', LOOKUP('-', `+66${user.phone.slice(1)}`))).json().data).toEqual(byId);
      expect((await send('GET', LOOKUP(user.id, user.phone))).json().data).toEqual(byId);
    });

    it("finds a user's tickets by digits from the middle of the phone, when one member's phone holds them", async () => {
      const user = await userWithTickets();
      const byId = (await send('GET', LOOKUP(user.id, '-'))).json().data;
      const phones = (await db().selectFrom('users').select('phone').execute()).map((row) => row.phone);
      // the shortest run of digits from the middle (after 08) that no other member's phone holds
      const fragment = [3, 4, 5, 6, 7, 8]
        .flatMap((length) =>
          Array.from({ length: 9 - length }, (_, start) => user.phone.slice(2 + start, 2 + start + length)),
        )
        .find((digits) => phones.filter((phone) => phone.includes(digits)).length === 1)!;
      expect(fragment).toBeDefined();
      expect(user.phone.startsWith(fragment)).toBe(false);
      const response = await send('GET', LOOKUP('-', fragment));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual(byId);
      expect((await send('GET', LOOKUP(user.id, fragment))).json().data).toEqual(byId);
    });

    it('answers 409 for digits that more than one phone holds, and 404 for digits no phone holds', async () => {
      const phones = (await db().selectFrom('users').select('phone').execute()).map((row) => row.phone);
      const shared = phones[0].slice(1, 4); // "8" and two digits: held by many 08... numbers
      expect(phones.filter((phone) => phone.includes(shared)).length).toBeGreaterThan(1);
      const ambiguous = await send('GET', LOOKUP('-', shared));
      expect(ambiguous.statusCode).toBe(409);
      expect(ambiguous.json()).toEqual({
        ok: false,
        error: `More than one member's phone holds ${shared}: enter more digits, or the user ID`,
        code: 'ticket.phone_ambiguous',
        params: { phone: shared },
      });
      const absent = ['999999999', '0000000', '12345678901'].find((digits) =>
        phones.every((p) => !p.includes(digits)),
      )!;
      expect((await send('GET', LOOKUP('-', absent))).statusCode).toBe(404);
      // two digits are no fragment: only a whole number
      expect((await send('GET', LOOKUP('-', phones[0].slice(4, 6)))).statusCode).toBe(404);
    });

    it("answers 400 with the spec's message when both segments are absent", async () => {
      const response = await send('GET', LOOKUP('-', '-'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorAnswer('please enter an ID or Phone, at least one value'));
    });

    it('answers 404 for an unknown user, an unknown phone, or an id and phone of different users', async () => {
      const user = await userWithTickets();
      const other = await db().selectFrom('users').select('phone').where('id', '!=', user.id).executeTakeFirstOrThrow();
      for (const url of [LOOKUP(999_999, '-'), LOOKUP('-', '0000000000'), LOOKUP(user.id, other.phone)]) {
        const response = await send('GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error).toMatch(/^No user with /);
      }
    });

    it('answers 400 for a segment that is neither digits nor -', async () => {
      expect((await send('GET', LOOKUP('abc', '-'))).statusCode).toBe(400);
      expect((await send('GET', LOOKUP('-', '08-1234'))).statusCode).toBe(400);
    });
  });

  describe('delete', () => {
    it('deletes an unused ticket and audits it with the ticket as it was', async () => {
      const ticket = await db().selectFrom('tickets').selectAll().where('is_used', '=', 0).executeTakeFirstOrThrow();
      const response = await send('DELETE', DELETE(ticket.id));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await db().selectFrom('tickets').select('id').where('id', '=', ticket.id).execute()).toEqual([]);
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'ticket.delete')
        .where('target_id', '=', String(ticket.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0].before_json!)).toMatchObject({ id: ticket.id, uuid: ticket.uuid, is_used: 0 });
      expect(audit[0].after_json).toBeNull();
      expect((await send('DELETE', DELETE(ticket.id))).statusCode).toBe(404);
    });

    it('refuses to delete a used ticket with 409 and keeps it', async () => {
      const ticket = await db().selectFrom('tickets').selectAll().where('is_used', '=', 1).executeTakeFirstOrThrow();
      const before = await snapshot();
      const response = await send('DELETE', DELETE(ticket.id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorAnswer('This ticket has been used and cannot be deleted'));
      expect(await snapshot()).toEqual(before);
    });

    it('answers 404 for an unknown ticket, changing nothing', async () => {
      const before = await snapshot();
      const response = await send('DELETE', DELETE(999_999));
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain('999999');
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('free ticket', () => {
    it('gives a user one unused free ticket with a random UUID code, and audits it', async () => {
      const userId = 7;
      const before = (await ticketsOfUser(userId)).length;
      const response = await send('POST', GENERATE, { user_id: userId });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true, issued: 1 });
      const tickets = await ticketsOfUser(userId);
      expect(tickets).toHaveLength(before + 1);
      const newest = tickets[0];
      expect(newest).toMatchObject({ source: 'free', is_used: 0, payment_id: null });
      expect(newest.uuid).toMatch(UUID_V4);
      const lookedUp = (await send('GET', LOOKUP(userId, '-'))).json().data;
      expect(lookedUp[0]).toMatchObject({ UUID: newest.uuid, IsUsed: false });
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'ticket.free')
        .where('target_id', '=', String(userId))
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0].after_json!)).toEqual({ user_id: userId, uuid: newest.uuid, source: 'free' });
    });

    it('answers 404 for an unknown user and 400 for a malformed user_id, changing nothing', async () => {
      const before = await snapshot();
      const unknown = await send('POST', GENERATE, { user_id: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('No user with id 999999');
      // the settings box's text is taken as a user id only as digits ('7'): not '', not '7a'
      for (const payload of [{ user_id: 'x' }, { user_id: '' }, { user_id: '7a' }, { user_id: 0 }, { user_id: 1.5 }]) {
        const response = await send('POST', GENERATE, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error).toContain('user_id');
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('repair run (empty body)', () => {
    const ticketCountOf = async (paymentId: number) =>
      (await db().selectFrom('tickets').select('id').where('payment_id', '=', paymentId).execute()).length;

    it('changes nothing and writes nothing when every completed payment holds its tickets', async () => {
      const before = await snapshot();
      const response = await send('POST', GENERATE, {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true, issued: 0 });
      expect(await snapshot()).toEqual(before);
    });

    it('issues the missing tickets of completed payments, audits each payment, and is a no-op the second time', async () => {
      const completed = await db()
        .selectFrom('payments')
        .selectAll()
        .where('status', '=', 'completed')
        .where('value', '>=', 2)
        .orderBy('id')
        .execute();
      // two payments holding all their tickets (earlier tests deleted some through the API)
      const whole: typeof completed = [];
      for (const payment of completed) {
        if ((await ticketCountOf(payment.id)) === payment.value) whole.push(payment);
        if (whole.length === 2) break;
      }
      const [short, empty] = whole;
      const shortTickets = await db().selectFrom('tickets').select('id').where('payment_id', '=', short.id).execute();
      // simulate damage from outside the API: one payment loses one ticket, another all of them
      await db().deleteFrom('tickets').where('id', '=', shortTickets[0].id).execute();
      await db().deleteFrom('tickets').where('payment_id', '=', empty.id).execute();

      const response = await send('POST', GENERATE, {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true, issued: 1 + empty.value });
      expect(await ticketCountOf(short.id)).toBe(short.value);
      expect(await ticketCountOf(empty.id)).toBe(empty.value);
      const repaired = await db()
        .selectFrom('tickets')
        .selectAll()
        .where('source', '=', 'repair')
        .where('payment_id', '=', empty.id)
        .execute();
      expect(repaired).toHaveLength(empty.value);
      expect(repaired.every((ticket) => ticket.user_id === empty.user_id && ticket.is_used === 0)).toBe(true);

      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'ticket.repair')
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.target_id)).toEqual([String(short.id), String(empty.id)]);
      expect(JSON.parse(audit[1].before_json!)).toMatchObject({ tickets: 0, value: empty.value });

      const again = await send('POST', GENERATE, {});
      expect(again.json()).toEqual({ ok: true, issued: 0 });
    });

    it('never brings back a paid ticket an admin deleted through the API', async () => {
      const ticket = await db()
        .selectFrom('tickets')
        .selectAll()
        .where('source', '=', 'payment')
        .where('is_used', '=', 0)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const held = await ticketCountOf(ticket.payment_id!);
      expect((await send('DELETE', DELETE(ticket.id))).statusCode).toBe(200);
      const response = await send('POST', GENERATE, {});
      expect(response.json()).toEqual({ ok: true, issued: 0 });
      expect(await ticketCountOf(ticket.payment_id!)).toBe(held - 1);
    });

    it('never issues tickets for pending or cancelled payments', async () => {
      const response = await send('POST', GENERATE, {});
      expect(response.json().issued).toBe(0);
      const wrong = await db()
        .selectFrom('tickets')
        .innerJoin('payments', 'payments.id', 'tickets.payment_id')
        .select('tickets.id')
        .where('payments.status', '!=', 'completed')
        .execute();
      expect(wrong).toEqual([]);
    });
  });
});
