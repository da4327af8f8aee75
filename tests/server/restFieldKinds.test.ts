/**
 * One field of each common kind in a REST resource, with nothing written beyond its declaration
 * (support/eventsFixture.ts): the migration generator gives them their columns, the OpenAPI document their schemas
 * and examples, and the generic handlers create, update, list, filter and sort them on each database and in the
 * demo, answering each as the record says (true and false, baht as a number), and refusing a day or a minute that
 * does not exist, a choice not offered and a reference to no record, as the body's schema says.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, REST_BASE, restRoutesOf } from '../../contract';
import { openApiDocument } from '../../server/plugins/openapi';
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
const example = eventsResource.create?.body.example as Record<string, unknown>;

let generated: GeneratedMigration;

beforeAll(async () => {
  generated = await generateMigration('test events', [eventsResource]);
}, 60_000);

afterAll(() => generated?.dispose());

describe('the migration the generator writes for them', () => {
  it('gives each kind its column: a 0/1 flag, numeric baht, a foreign key, text for days, minutes and images', () => {
    const column = (name: string, rest: string) => expect(generated.source).toContain(`.addColumn('${name}', ${rest})`);
    column('published', "'integer', flag('published')");
    column('price', "'numeric(12, 2)', required");
    column('organiser_id', "'integer', references('admins')");
    column('kind', "'text', oneOf('kind', ['match', 'party', 'meeting'])");
    column('seats', "'integer', required");
    for (const text of ['title', 'details', 'day', 'starts_at', 'poster']) column(text, "'text', required");
    // it names no sortable fields, so it sorts by each but the text of several lines, and each has its index
    const sorted = Object.keys(eventsResource.record.properties).filter((field) => !['id', 'details'].includes(field));
    for (const field of sorted) expect(generated.source).toContain(`test_events_${field}_idx`);
    expect(generated.source).not.toContain('test_events_details_idx');
  });
});

type Event = {
  id: number;
  title: string;
  details: string;
  seats: number;
  price: number;
  published: boolean;
  day: string;
  starts_at: string;
  kind: string;
  organiser_id: number;
  poster: string;
};

/** The tests of the kinds, beyond what the generic suite does with any declaration. */
function describeFieldKinds(getTarget: () => RestTarget) {
  describe('a field of each kind', () => {
    let target: RestTarget;
    let organiser: number;
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
    const ids = (events: Event[]) => events.map((event) => event.id);
    const stored = async (id: number) => {
      const db = target.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      return db.selectFrom('test_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    };
    const body = (fields: Record<string, unknown>) => ({ ...example, organiser_id: organiser, ...fields });
    const refused = async (fields: Record<string, unknown>) => {
      const answer = await target.send('POST', EVENTS, body({ title: 'kinds-refused', ...fields }));
      expect(answer.status, answer.text).toBe(400);
      return answer.json;
    };

    beforeAll(async () => {
      target = getTarget();
      const admin = await target.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
      organiser = admin.id;
      const events = [
        { published: true, starts_at: '2026-02-28 23:59', day: '2026-02-28', price: 150.5, kind: 'party', seats: 9 },
        { published: false, starts_at: '2026-01-01 00:00', day: '2026-01-01', price: 20, kind: 'match', seats: 100 },
        { published: true, starts_at: '2025-12-31 23:59', day: '2025-12-31', price: 0, kind: 'meeting', seats: 10 },
        { published: false, starts_at: '2024-02-29 12:30', day: '2024-02-29', price: 1200, kind: 'match', seats: 0 },
      ];
      for (const [n, event] of events.entries()) {
        const answer = await target.send(
          'POST',
          EVENTS,
          body({ title: `kinds-${n}`, details: `line\n${n}`, poster: `/api/images/poster-${n}`, ...event }),
        );
        expect(answer.status, answer.text).toBe(200);
        created.push(answer.json);
      }
    });

    it('answers each field as sent: a boolean stored as 1 or 0, baht as a number, text of several lines whole', async () => {
      expect(created.map((event) => event.published)).toEqual([true, false, true, false]);
      expect(created.map((event) => event.price)).toEqual([150.5, 20, 0, 1200]);
      expect(created.map((event) => event.day)).toEqual(['2026-02-28', '2026-01-01', '2025-12-31', '2024-02-29']);
      expect(created[0]).toMatchObject({
        details: 'line\n0',
        kind: 'party',
        organiser_id: organiser,
        poster: '/api/images/poster-0',
        seats: 9,
        starts_at: '2026-02-28 23:59',
      });
      expect(Number((await stored(created[0].id)).published)).toBe(1);
      expect(Number((await stored(created[1].id)).published)).toBe(0);
      const read = await target.send('GET', `${EVENTS}/${created[1].id}`);
      expect(read.json).toEqual(created[1]);
    });

    it('filters by the boolean, the choice and the reference, one value or several', async () => {
      expect(ids(await listed({ published: false }))).toEqual([created[1].id, created[3].id]);
      expect(ids(await listed({ published: [true, false] }))).toEqual(ids(created));
      expect(ids(await listed({ kind: 'match' }))).toEqual([created[1].id, created[3].id]);
      expect(ids(await listed({ kind: ['party', 'meeting'] }))).toEqual([created[0].id, created[2].id]);
      expect(ids(await listed({ organiser_id: organiser }))).toEqual(ids(created));
      expect(await listed({ organiser_id: 2_147_483_647 })).toEqual([]);
    });

    it('sorts baht and integers as numbers, the boolean false first, days and minutes in time order', async () => {
      const sortedBy = async (field: keyof Event, order = 'ASC') =>
        (await listed({}, [field, order])).map((event) => event[field]);
      expect(await sortedBy('price')).toEqual([0, 20, 150.5, 1200]);
      expect(await sortedBy('seats', 'DESC')).toEqual([100, 10, 9, 0]);
      expect(await sortedBy('published')).toEqual([false, false, true, true]);
      expect(await sortedBy('day')).toEqual(['2024-02-29', '2025-12-31', '2026-01-01', '2026-02-28']);
      expect(await sortedBy('starts_at', 'DESC')).toEqual(
        [...created.map((event) => event.starts_at)].sort().reverse(),
      );
    });

    it('narrows by ranges of baht, days and minutes, both bounds included', async () => {
      expect(ids(await listed({ price_gte: 20, price_lte: 150.5 }))).toEqual([created[0].id, created[1].id]);
      expect(ids(await listed({ day_gte: '2025-12-31', day_lte: '2026-01-01' }))).toEqual([
        created[1].id,
        created[2].id,
      ]);
      const within = await listed({ starts_at_gte: '2025-12-31 23:59', starts_at_lte: '2026-02-28 23:58' });
      expect(ids(within)).toEqual([created[1].id, created[2].id]);
    });

    it('refuses a range bound that is no real day or minute, naming it', async () => {
      for (const [filter, message] of [
        [{ starts_at_gte: '2026-02-30 10:00' }, "'2026-02-30 10:00' is not a real date and time (YYYY-MM-DD HH:mm)"],
        [{ day_lte: '2025-02-29' }, '2025-02-29 is not a calendar date (YYYY-MM-DD)'],
      ] as const) {
        const query = new URLSearchParams({ filter: JSON.stringify(filter) });
        const answer = await target.send('GET', `${EVENTS}?${query}`);
        expect(answer.status, answer.text).toBe(400);
        expect(answer.json.error).toBe(`Invalid filter.${Object.keys(filter)[0]}: ${message}`);
      }
    });

    it('updates each kind, answering and storing the change', async () => {
      const [event] = created;
      const change = {
        published: false,
        starts_at: '2026-03-01 00:00',
        day: '2026-03-01',
        price: 99.75,
        kind: 'meeting',
        seats: 12,
        poster: '/api/images/other',
      };
      const answer = await target.send('PUT', `${EVENTS}/${event.id}`, { ...event, ...change });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toEqual({ ...event, ...change });
      expect(Number((await stored(event.id)).published)).toBe(0);
      const back = await target.send('PUT', `${EVENTS}/${event.id}`, { published: true, price: 150.5 });
      expect(back.json).toMatchObject({ published: true, price: 150.5, kind: 'meeting' });
    });

    it('refuses a day or a minute that does not exist, naming it and its field, and takes the last ones', async () => {
      for (const minute of ['2026-02-30 10:00', '2026-02-28 24:00']) {
        expect(await refused({ starts_at: minute })).toMatchObject({
          error: `Invalid starts_at: '${minute}' is not a real date and time (YYYY-MM-DD HH:mm)`,
          fields: [{ field: 'starts_at', code: 'validation.date_time', params: { value: minute } }],
        });
      }
      expect(await refused({ day: '2025-02-29' })).toMatchObject({
        error: 'Invalid day: 2025-02-29 is not a calendar date (YYYY-MM-DD)',
        fields: [{ field: 'day', code: 'validation.calendar_date', params: { value: '2025-02-29' } }],
      });
      const shapeless = await refused({ starts_at: '2026-02-28T10:00' });
      expect(shapeless.error).toBe('Invalid starts_at: must match pattern "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$"');
      expect(shapeless.fields).toEqual([{ field: 'starts_at', code: 'validation.pattern', params: {} }]);
      const last = await target.send(
        'POST',
        EVENTS,
        body({ title: 'kinds-last', starts_at: '2026-02-28 23:59', day: '2024-02-29' }),
      );
      expect(last.status, last.text).toBe(200);
      await target.send('DELETE', `${EVENTS}/${last.json.id}`);
    });

    it('refuses a reference to no record, naming the field, and leaves nothing behind', async () => {
      expect(await refused({ organiser_id: 2_147_483_647 })).toMatchObject({
        error: 'Invalid organiser_id: no admins with id 2147483647',
        fields: [{ field: 'organiser_id', code: 'record.not_found' }],
      });
      const update = await target.send('PUT', `${EVENTS}/${created[2].id}`, { organiser_id: 2_147_483_647 });
      expect(update.status, update.text).toBe(400);
      expect(ids(await listed({ q: 'kinds-refused' }))).toEqual([]);
    });

    it('refuses a choice not offered, a boolean sent as 0 or 1, baht below zero and blank text of several lines', async () => {
      expect((await refused({ kind: 'picnic' })).error).toContain('kind');
      expect((await refused({ published: 1 })).error).toContain('published');
      expect((await refused({ price: -1 })).error).toContain('price');
      expect((await refused({ seats: 1.5 })).error).toContain('seats');
      expect((await refused({ details: ' \n\t' })).fields).toEqual([
        { field: 'details', code: 'validation.blank', params: {} },
      ]);
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

  it('documents the bodies in OpenAPI with an example of every field, derived from the record', () => {
    type Body = { example: Record<string, unknown>; required?: string[]; $ref?: string };
    type Operation = { requestBody: { content: { 'application/json': { schema: Body } } } };
    const document = openApiDocument(t.app) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Body> };
    };
    /** The body's schema, where it is named a component or where it is written out. */
    const bodyOf = (path: string, method: string) => {
      const schema = document.paths[`/api${path}`][method].requestBody.content['application/json'].schema;
      return schema.$ref ? document.components.schemas[schema.$ref.split('/').pop() as string] : schema;
    };
    const fields = Object.keys(eventsResource.record.properties).filter((field) => field !== 'id');
    const create = bodyOf(EVENTS, 'post');
    expect(Object.keys(create.example)).toEqual(fields);
    expect(create.required).toEqual(fields);
    expect(create.example).toMatchObject({ published: false, price: 150, day: '2026-02-28', kind: 'match' });
    const update = bodyOf(`${EVENTS}/{id}`, 'put');
    expect(Object.keys(update.example)).toEqual(fields);
    expect(update.required ?? []).toEqual([]);
  });
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
