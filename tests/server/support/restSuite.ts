/**
 * The tests every declared REST resource gets from its declaration alone (contract/rest/define.ts), against any
 * target that serves it: the server on each database, the demo's handlers. Writes where the declaration allows
 * them, from the body schemas' examples: create, read, update, delete, each audited; lists sorted by every
 * sortable field, narrowed by every filter and the search, one range at a time with the total in Content-Range;
 * bad input refused with 400 naming what is wrong, and nothing changed.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_RANGE,
  isBangkokDateTime,
  REST_BASE,
  REST_PAGE,
  type RestResource,
  rangeBounds,
  referenceOf,
  SEARCH_FILTER,
  sortableFields,
} from '../../../contract';
import type { Dialect } from '../../../server/db/connection';
import type { Database } from '../../../server/db/schema';
import { changedTables, databaseFingerprint } from '../../reliability/support/fingerprint';
import { errorAnswer } from '../../support/errorAnswer';

type Values = Record<string, unknown>;

export interface RestAnswer {
  status: number;
  /** answer headers, names in lower case */
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked against their schema before fields are read
  json: any;
  text: string;
}

export interface RestTarget {
  db: Kysely<Database>;
  dialect: Dialect;
  /** a request below /api with a signed-in admin's bearer token */
  send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<RestAnswer>;
}

/** The headers ra-data-simple-rest sends: JSON bodies, and a DELETE declared as text/plain though it has none. */
export function simpleRestHeaders(method: string, body: unknown): Record<string, string> {
  if (body !== undefined) return { 'content-type': 'application/json' };
  return method === 'DELETE' ? { 'content-type': 'text/plain' } : {};
}

const collection = (resource: RestResource) => `${REST_BASE}/${resource.name}`;
const listPath = (resource: RestResource, query: Record<string, unknown>) =>
  `${collection(resource)}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]))}`;

/** 'YYYY-MM-DD HH:mm' n days and n hours later: another real minute, in text order as in time order. */
function laterMinute(minute: string, n: number): string {
  const shifted = new Date(Date.parse(`${minute.replace(' ', 'T')}:00Z`) + n * 25 * 3_600_000);
  return shifted.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The value an example's field takes in its n-th variant: text gets a suffix, a choice the next value, a boolean
 * the other value every other time, a date-time a later minute; a reference stays on the record it names.
 */
function vary(schema: TSchema, value: unknown, n: number): unknown {
  if (referenceOf(schema)) return value; // another id may name no record
  const choices = (schema.anyOf as TSchema[] | undefined)?.map((branch) => branch.const);
  if (choices?.every((choice) => choice !== undefined)) return choices[(choices.indexOf(value) + n) % choices.length];
  if (typeof value === 'number' && Number.isInteger(value)) return value + n;
  if (typeof value === 'boolean') return n % 2 === 0 ? value : !value;
  if (typeof value === 'string' && isBangkokDateTime(value)) return laterMinute(value, n);
  if (typeof value !== 'string') return value;
  const varied = `${value}-${n}`;
  const fits =
    (!schema.pattern || new RegExp(schema.pattern).test(varied)) && varied.length <= (schema.maxLength ?? 1e9);
  return fits ? varied : value;
}

/** The n-th body made from the schema's example (every body schema of a REST resource has one). */
export function sampleBody(schema: TObject, n: number): Values {
  const example = schema.example as Values | undefined;
  if (!example) throw new Error(`${schema.title ?? 'a REST body'} needs an example to be tested from`);
  return Object.fromEntries(
    Object.entries(example).map(([field, value]) => [field, vary(schema.properties[field], value, n)]),
  );
}

/** A body whose first field has a value of the wrong kind. */
function wrongKindBody(schema: TObject, n: number): { body: Values; field: string } {
  const body = sampleBody(schema, n);
  const field = Object.keys(body)[0];
  return { body: { ...body, [field]: typeof body[field] === 'number' ? 'not a number' : { wrong: 'kind' } }, field };
}

const checkers = new Map<TSchema, ReturnType<typeof TypeCompiler.Compile>>();
function problemsOf(schema: TSchema, value: unknown) {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = TypeCompiler.Compile(schema);
    checkers.set(schema, checker);
  }
  return [...checker.Errors(value)].map((error) => `${error.path}: ${error.message}`);
}

/**
 * null before every value, as the list orders them; numbers as numbers; false before true (stored 0 and 1); text in
 * the database's own order.
 */
const compareKnown = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return typeof a === 'number' && typeof b === 'number' ? a - b : undefined;
};

const totalOf = (answer: RestAnswer) => Number(answer.headers[CONTENT_RANGE.toLowerCase()]?.split('/').pop());

async function rowCount(target: RestTarget, resource: RestResource) {
  const db = target.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const { n } = await db
    .selectFrom(resource.table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function newestAudit(target: RestTarget) {
  return target.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirst();
}

/** Defines the resource's tests; the target is built in the caller's beforeAll. `rows` exist before they run. */
export function describeRestResource(resource: RestResource, getTarget: () => RestTarget) {
  describe(`/api${collection(resource)}`, () => {
    let target: RestTarget;
    /** every row, in the default order (the tests keep well under one request's range) */
    let all: Values[];
    const list = (query: Record<string, unknown>) => target.send('GET', listPath(resource, query));
    const listAll = async (query: Record<string, unknown> = {}) => {
      const answer = await list({ ...query, range: [0, REST_PAGE.maxRows - 1] });
      expect(answer.status, answer.text).toBe(200);
      return answer.json as Values[];
    };
    const refusedWithoutChange = async (request: () => Promise<RestAnswer>, status: number, mentions: string) => {
      const before = await databaseFingerprint(target.db, target.dialect);
      const answer = await request();
      expect(answer.status, answer.text).toBe(status);
      expect(answer.json).toEqual(errorAnswer(expect.stringContaining(mentions)));
      // a request's token check may note when the session was last used, nothing else
      expect(changedTables(before, await databaseFingerprint(target.db, target.dialect), ['sessions'])).toEqual([]);
    };
    const expectAudited = async (action: string, id: unknown, change: { before?: Values; after?: Values }) => {
      const row = await newestAudit(target);
      expect(row).toMatchObject({ action, target_id: String(id), admin_username: expect.any(String) });
      expect(JSON.parse(row?.before_json ?? 'null')).toEqual(change.before ?? null);
      expect(JSON.parse(row?.after_json ?? 'null')).toEqual(change.after ?? null);
    };

    beforeAll(() => {
      target = getTarget();
    });

    if (resource.create) {
      const { body, audit } = resource.create;
      it('creates records from its body, audited, answering them without the body fields the record lacks', async () => {
        for (const n of [1, 2, 3]) {
          const sent = sampleBody(body, n);
          const answer = await target.send('POST', collection(resource), sent);
          expect(answer.status, answer.text).toBe(200);
          expect(problemsOf(resource.record, answer.json)).toEqual([]);
          for (const [field, value] of Object.entries(sent)) {
            if (field in resource.record.properties) expect(answer.json[field]).toEqual(value);
            else expect(answer.text).not.toContain(JSON.stringify(value)); // a password never comes back
          }
          await expectAudited(audit, answer.json.id, { after: answer.json });
          const read = await target.send('GET', `${collection(resource)}/${answer.json.id}`);
          expect(read.json).toEqual(answer.json);
        }
      });

      it('refuses a body without a required field, or with a field of the wrong kind, naming it', async () => {
        const [missing] = body.required ?? [];
        const { [missing]: _left, ...incomplete } = sampleBody(body, 4);
        await refusedWithoutChange(() => target.send('POST', collection(resource), incomplete), 400, missing);
        const wrong = wrongKindBody(body, 5);
        await refusedWithoutChange(() => target.send('POST', collection(resource), wrong.body), 400, wrong.field);
      });
    }

    it('lists its records by the default order, with the range answered and the total in Content-Range', async () => {
      const answer = await list({});
      expect(answer.status, answer.text).toBe(200);
      const total = await rowCount(target, resource);
      expect(total).toBeGreaterThanOrEqual(2);
      expect(total).toBeLessThanOrEqual(REST_PAGE.maxRows);
      expect(answer.headers[CONTENT_RANGE.toLowerCase()]).toBe(
        `${resource.name} 0-${Math.min(total, REST_PAGE.rows) - 1}/${total}`,
      );
      expect(problemsOf(resource.record, answer.json[0])).toEqual([]);
      all = await listAll();
      expect(all).toHaveLength(total);
      expect(await listAll({ sort: [resource.ordering.field, resource.ordering.order] })).toEqual(all);
    });

    it('answers one range at a time, and an empty range past the end', async () => {
      const total = all.length;
      const second = await list({ range: [1, 1] });
      expect(second.json).toEqual([all[1]]);
      expect(second.headers[CONTENT_RANGE.toLowerCase()]).toBe(`${resource.name} 1-1/${total}`);
      const past = await list({ range: [total, total + 9] });
      expect(past.json).toEqual([]);
      expect(past.headers[CONTENT_RANGE.toLowerCase()]).toBe(`${resource.name} */${total}`);
    });

    it.each(sortableFields(resource))('sorts by %s both ways, ties by id', async (field) => {
      const ascending = await listAll({ sort: [field, 'ASC'] });
      const descending = await listAll({ sort: [field, 'DESC'] });
      expect(descending).toEqual([...ascending].reverse());
      for (let at = 1; at < ascending.length; at++) {
        const [a, b] = [ascending[at - 1], ascending[at]];
        const order = a[field] === b[field] ? (a.id as number) - (b.id as number) : compareKnown(a[field], b[field]);
        if (order !== undefined)
          expect(order, `${JSON.stringify(a[field])} before ${JSON.stringify(b[field])}`).toBeLessThan(0);
      }
    });

    it('narrows by ids, as getMany asks', async () => {
      const ids = [all[0].id, all[all.length - 1].id];
      const answer = await list({ filter: { id: ids } });
      expect((answer.json as Values[]).map((record) => record.id).sort()).toEqual([...ids].sort());
      expect(totalOf(answer)).toBe(2);
    });

    const filters = Object.entries(resource.filters ?? {});
    it.runIf(filters.length > 0)('narrows by each filter: a value, any of several values, or bounds', async () => {
      for (const [field, kind] of filters) {
        const values: unknown[] = [
          ...new Set(all.map((record) => record[field]).filter((value) => value !== null)),
        ].sort((a, b) => compareKnown(a, b) ?? (String(a) < String(b) ? -1 : 1));
        expect(values.length, `rows with a ${field} to filter by`).toBeGreaterThan(0);
        // the middle third of the values, so the bounds leave rows out on both sides when there are enough
        const third = Math.floor(values.length / 3);
        const [low, high] = [values[third], values[values.length - 1 - third]];
        const within = (value: unknown) =>
          value !== null &&
          (compareKnown(value, low) ?? (String(value) < String(low) ? -1 : 0)) >= 0 &&
          (compareKnown(value, high) ?? (String(value) > String(high) ? 1 : 0)) <= 0;
        const [filter, expected] =
          kind === 'equals'
            ? [{ [field]: values.slice(0, 2) }, all.filter((record) => values.slice(0, 2).includes(record[field]))]
            : [
                { [rangeBounds(field)[0]]: low, [rangeBounds(field)[1]]: high },
                all.filter((record) => within(record[field])),
              ];
        const narrowed = await listAll({ filter });
        expect(narrowed.map((record) => record.id).sort(), JSON.stringify(filter)).toEqual(
          expected.map((record) => record.id).sort(),
        );
        if (kind === 'equals') {
          const one = await listAll({ filter: { [field]: values[0] } });
          expect(one.every((record) => record[field] === values[0])).toBe(true);
          expect(one.length).toBe(all.filter((record) => record[field] === values[0]).length);
        }
      }
    });

    it.runIf(Boolean(resource.search?.length))(
      'searches its text fields for text anywhere in them, in any case',
      async () => {
        const [field] = resource.search ?? [];
        const text = String(all[all.length - 1][field]);
        const middle = text.slice(1, Math.max(text.length - 1, 2)).toUpperCase();
        const found = await listAll({ filter: { [SEARCH_FILTER]: middle } });
        expect(found.map((record) => record.id)).toContain(all[all.length - 1].id);
        for (const record of found) {
          const texts = (resource.search ?? []).map((name) => String(record[name] ?? '').toLowerCase());
          expect(texts.some((value) => value.includes(middle.toLowerCase()))).toBe(true);
        }
        expect(await listAll({ filter: { [SEARCH_FILTER]: '%_%' } })).toEqual([]);
      },
    );

    it('refuses a list request it cannot answer exactly, naming what is wrong', async () => {
      const refused = (query: string, mentions: string) =>
        refusedWithoutChange(() => target.send('GET', `${collection(resource)}?${query}`), 400, mentions);
      await refused(`sort=${encodeURIComponent('["password_hash","ASC"]')}`, 'password_hash');
      await refused(`sort=${encodeURIComponent('["id","UP"]')}`, 'sort');
      await refused('sort=id', 'sort');
      await refused(`range=${encodeURIComponent('[5,1]')}`, 'range');
      await refused(`range=${encodeURIComponent(`[0,${REST_PAGE.maxRows}]`)}`, 'range');
      await refused(`filter=${encodeURIComponent('{"no_such_field":1}')}`, 'no_such_field');
      await refused(`filter=${encodeURIComponent('[1]')}`, 'filter');
      await refused(`filter=${encodeURIComponent('{"id":"1 or 1=1"}')}`, 'filter.id');
      const [filtered] = Object.keys(resource.filters ?? {});
      if (filtered) await refused(`filter=${encodeURIComponent(`{"${filtered}":{"a":1}}`)}`, `filter.${filtered}`);
    });

    it('answers 404 for an id it does not hold', async () => {
      await refusedWithoutChange(() => target.send('GET', `${collection(resource)}/2147483647`), 404, 'id 2147483647');
    });

    if (resource.update) {
      const { body, audit } = resource.update;
      it('updates a record from its body, ignoring the rest of the record sent with it, audited', async () => {
        const before = all[all.length - 1];
        const change = sampleBody(body, 6);
        // as ra-data-simple-rest sends it: the whole record with the changes
        const answer = await target.send('PUT', `${collection(resource)}/${before.id}`, {
          ...before,
          ...change,
          id: 1,
        });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json).toEqual({ ...before, ...change });
        await expectAudited(audit, before.id, { before, after: answer.json });
        expect((await target.send('GET', `${collection(resource)}/${before.id}`)).json).toEqual(answer.json);
      });

      it('refuses an update with a field of the wrong kind, or of an unknown id', async () => {
        const id = all[0].id;
        const wrong = wrongKindBody(body, 7);
        await refusedWithoutChange(
          () => target.send('PUT', `${collection(resource)}/${id}`, wrong.body),
          400,
          wrong.field,
        );
        const unknown = () => target.send('PUT', `${collection(resource)}/2147483647`, sampleBody(body, 8));
        await refusedWithoutChange(unknown, 404, 'id 2147483647');
      });
    }

    if (resource.delete) {
      const { audit } = resource.delete;
      it('deletes a record, audited, answering it as it was', async () => {
        const doomed = all[0];
        const answer = await target.send('DELETE', `${collection(resource)}/${doomed.id}`);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json).toEqual(doomed);
        await expectAudited(audit, doomed.id, { before: doomed });
        expect((await target.send('GET', `${collection(resource)}/${doomed.id}`)).status).toBe(404);
        await refusedWithoutChange(() => target.send('DELETE', `${collection(resource)}/${doomed.id}`), 404, 'id');
      });
    }

    it('answers exactly the record fields, so a column the record lacks (a hash) never leaves', () => {
      for (const record of all)
        expect(Object.keys(record).sort()).toEqual(Object.keys(resource.record.properties).sort());
    });
  });
}
