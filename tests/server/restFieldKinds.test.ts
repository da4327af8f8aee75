/**
 * A boolean, a Bangkok date-time and required text of several lines in a REST resource, with nothing written
 * beyond its declaration (support/eventsFixture.ts): the migration generator gives them their columns, and the
 * generic handlers create, update, list, filter and sort them on each database and in the demo, answering true
 * and false as the record says, and refusing a minute that does not exist as the body's schema says.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, REST_BASE, restRoutesOf } from '../../contract';
import { restHandlersOf } from '../../server/rest/handlers';
import { allHandlers } from '../../server/routes';
import { portableHandlers } from '../../server/routes/portable';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { eventsResource } from './support/eventsFixture';
import { type GeneratedMigration, generateMigration } from './support/generatedMigration';
import { type DemoTarget, startDemoTarget } from './support/restDemoTarget';
import { serverTarget } from './support/restServerTarget';
import { describeRestResource, type RestTarget } from './support/restSuite';

const EVENTS = `${REST_BASE}/${eventsResource.name}`;
const routes = [...apiRoutes, ...restRoutesOf(eventsResource)];
const eventHandlers = restHandlersOf([eventsResource]);

let generated: GeneratedMigration;

beforeAll(async () => {
  generated = await generateMigration('test events', [eventsResource]);
}, 60_000);

afterAll(() => generated?.dispose());

describe('the migration the generator writes for them', () => {
  it('stores the boolean in a 0/1 flag column and the date-time and the text as text, indexed where listed', () => {
    expect(generated.source).toContain(".addColumn('published', 'integer', flag('published'))");
    expect(generated.source).toContain(".addColumn('starts_at', 'text', required)");
    expect(generated.source).toContain(".addColumn('details', 'text', required)");
    for (const column of ['title', 'published', 'starts_at'])
      expect(generated.source).toContain(`test_events_${column}_idx`);
  });
});

type Event = { id: number; title: string; published: boolean; starts_at: string; details: string };

/** The tests of the three kinds, beyond what the generic suite does with any declaration. */
function describeFieldKinds(getTarget: () => RestTarget) {
  describe('a boolean, a date-time and text of several lines', () => {
    let target: RestTarget;
    const created: Event[] = [];
    const listed = async (filter: Record<string, unknown>, sort: [string, string] = ['id', 'ASC']) => {
      const query = new URLSearchParams({
        filter: JSON.stringify({ q: 'kinds-', ...filter }),
        sort: JSON.stringify(sort),
        range: '[0,99]',
      });
      const answer = await target.send('GET', `${EVENTS}?${query}`);
      expect(answer.status, answer.text).toBe(200);
      return answer.json as Event[];
    };
    const stored = async (id: number) => {
      const db = target.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      return db.selectFrom('test_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    };

    beforeAll(async () => {
      target = getTarget();
      const events = [
        { published: true, starts_at: '2026-02-28 23:59' },
        { published: false, starts_at: '2026-01-01 00:00' },
        { published: true, starts_at: '2025-12-31 23:59' },
        { published: false, starts_at: '2024-02-29 12:30' },
      ];
      for (const [n, event] of events.entries()) {
        const answer = await target.send('POST', EVENTS, { title: `kinds-${n}`, details: `line\n${n}`, ...event });
        expect(answer.status, answer.text).toBe(200);
        created.push(answer.json);
      }
    });

    it('answers a created boolean as true or false, stored as 1 or 0, and the date-time as sent', async () => {
      expect(created.map((event) => event.published)).toEqual([true, false, true, false]);
      expect(created.map((event) => event.starts_at)).toEqual([
        '2026-02-28 23:59',
        '2026-01-01 00:00',
        '2025-12-31 23:59',
        '2024-02-29 12:30',
      ]);
      expect(created[0].details).toBe('line\n0');
      expect(Number((await stored(created[0].id)).published)).toBe(1);
      expect(Number((await stored(created[1].id)).published)).toBe(0);
      const read = await target.send('GET', `${EVENTS}/${created[1].id}`);
      expect(read.json).toEqual(created[1]);
    });

    it('filters by the boolean, one value or both', async () => {
      const ids = (events: Event[]) => events.map((event) => event.id);
      expect(ids(await listed({ published: false }))).toEqual([created[1].id, created[3].id]);
      expect(ids(await listed({ published: true }))).toEqual([created[0].id, created[2].id]);
      expect(ids(await listed({ published: [true, false] }))).toEqual(ids(created));
    });

    it('sorts by the boolean, false first, and by the date-time in time order', async () => {
      const published = await listed({}, ['published', 'ASC']);
      expect(published.map((event) => event.published)).toEqual([false, false, true, true]);
      const byTime = await listed({}, ['starts_at', 'DESC']);
      expect(byTime.map((event) => event.starts_at)).toEqual(
        [...created.map((event) => event.starts_at)].sort().reverse(),
      );
    });

    it('narrows by a range of date-times, both bounds included, and refuses a bound that is no real minute', async () => {
      const within = await listed({ starts_at_gte: '2025-12-31 23:59', starts_at_lte: '2026-02-28 23:58' });
      expect(within.map((event) => event.id)).toEqual([created[1].id, created[2].id]);
      const query = new URLSearchParams({ filter: JSON.stringify({ starts_at_gte: '2026-02-30 10:00' }) });
      const refused = await target.send('GET', `${EVENTS}?${query}`);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.error).toBe(
        "Invalid filter.starts_at_gte: '2026-02-30 10:00' is not a real date and time (YYYY-MM-DD HH:mm)",
      );
    });

    it('updates the boolean and the date-time, answering and storing the change', async () => {
      const [event] = created;
      const answer = await target.send('PUT', `${EVENTS}/${event.id}`, {
        ...event,
        published: false,
        starts_at: '2026-03-01 00:00',
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toEqual({ ...event, published: false, starts_at: '2026-03-01 00:00' });
      expect(Number((await stored(event.id)).published)).toBe(0);
      const back = await target.send('PUT', `${EVENTS}/${event.id}`, { published: true });
      expect(back.json.published).toBe(true);
    });

    it('refuses a date-time that names no real minute, naming it and its field, and takes the last minute of a day', async () => {
      const body = (starts_at: string) => ({ title: 'kinds-refused', published: true, starts_at, details: 'x' });
      for (const minute of ['2026-02-30 10:00', '2026-02-28 24:00']) {
        const answer = await target.send('POST', EVENTS, body(minute));
        expect(answer.status, answer.text).toBe(400);
        expect(answer.json).toMatchObject({
          error: `Invalid starts_at: '${minute}' is not a real date and time (YYYY-MM-DD HH:mm)`,
          fields: [{ field: 'starts_at', code: 'validation.date_time', params: { value: minute } }],
        });
      }
      const shapeless = await target.send('POST', EVENTS, body('2026-02-28T10:00'));
      expect(shapeless.json.error).toBe('Invalid starts_at: must match pattern "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$"');
      expect(shapeless.json.fields).toEqual([{ field: 'starts_at', code: 'validation.pattern', params: {} }]);
      const accepted = await target.send('POST', EVENTS, { ...body('2026-02-28 23:59'), title: 'kinds-last' });
      expect(accepted.status, accepted.text).toBe(200);
      await target.send('DELETE', `${EVENTS}/${accepted.json.id}`);
    });

    it('refuses a boolean sent as 0 or 1, and blank text of several lines', async () => {
      const body = { title: 'kinds-refused', published: true, starts_at: '2026-01-01 10:00', details: 'x' };
      const asNumber = await target.send('POST', EVENTS, { ...body, published: 1 });
      expect(asNumber.status, asNumber.text).toBe(400);
      expect(asNumber.json.error).toContain('published');
      const blank = await target.send('POST', EVENTS, { ...body, details: ' \n\t' });
      expect(blank.status, blank.text).toBe(400);
      expect(blank.json.fields).toEqual([{ field: 'details', code: 'validation.blank', params: {} }]);
    });
  });
}

describe.each(databaseKinds)('on the server on %s', (kind) => {
  let t: TestApp;
  let target: RestTarget;
  beforeAll(async () => {
    t = await createTestApp(kind, 'rest_field_kinds', {
      serve: { routes, handlers: { ...allHandlers, ...eventHandlers } },
    });
    await generated.migration.up(t.database.db as unknown as Kysely<unknown>, kind);
    target = serverTarget(t, await t.signIn());
  });
  afterAll(() => t?.dispose());

  describeRestResource(eventsResource, () => target);
  describeFieldKinds(() => target);
});

describe('in the demo (the server handlers in the browser, through MSW)', () => {
  let demo: DemoTarget;
  beforeAll(async () => {
    demo = await startDemoTarget({ routes, handlers: { ...portableHandlers, ...eventHandlers } });
    await generated.migration.up(demo.target.db as unknown as Kysely<unknown>, 'sqlite');
  });
  afterAll(() => demo?.close());

  describeRestResource(eventsResource, () => demo.target);
  describeFieldKinds(() => demo.target);
});
