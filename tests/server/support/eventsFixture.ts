/**
 * A REST resource the tests own, declared as a product resource would be and nothing more: events with a boolean
 * (published), a Bangkok date-time (starts_at) and required text of several lines (details). Its table is the one
 * the migration generator writes for it (generatedMigration.ts), so the generic handlers are proven on the columns
 * those kinds get: a 0/1 flag and text.
 */
import { Type } from '@sinclair/typebox';
import {
  type AuditActionName,
  BangkokDateTime,
  defineRestResource,
  RequiredMultiLineText,
  Text,
} from '../../../contract';

const Event = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    published: Type.Boolean(),
    starts_at: BangkokDateTime(),
    details: Type.String(),
  },
  { title: 'TestEvent' },
);

const EventBody = Type.Object(
  {
    title: Text(100),
    published: Type.Boolean(),
    starts_at: BangkokDateTime(),
    details: RequiredMultiLineText(500),
  },
  {
    title: 'TestEventBody',
    example: {
      title: 'เปิดฤดูกาล Season opener',
      published: false,
      starts_at: '2026-02-28 23:59',
      details: 'บรรทัดแรก\n\tsecond line',
    },
  },
);

const EventChange = Type.Object(
  { published: Type.Optional(Type.Boolean()), starts_at: Type.Optional(BangkokDateTime()) },
  { title: 'TestEventChange', example: { published: true, starts_at: '2026-03-01 09:30' } },
);

/** Audit actions of the product are the contract's list; a throwaway resource records names of its own. */
const action = (name: string) => name as AuditActionName;

export const eventsResource = defineRestResource({
  name: 'test-events',
  singular: 'event',
  record: Event,
  table: 'test_events',
  ordering: { field: 'starts_at', order: 'DESC' },
  sortable: ['title', 'published', 'starts_at'],
  filters: { published: 'equals', starts_at: 'range' },
  search: ['title'],
  create: { body: EventBody, audit: action('event.create') },
  update: { body: EventChange, audit: action('event.update') },
  delete: { audit: action('event.delete') },
});
