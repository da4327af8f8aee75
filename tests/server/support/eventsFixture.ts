/**
 * A REST resource the tests own, declared as a product resource would be and nothing more: events with one field
 * of each common kind (text, required text of several lines, an integer, baht, a boolean, a day, a Bangkok
 * date-time, a choice, a reference to an admin, an image). Its bodies, their examples and its audit actions come
 * from the record and the name; naming no sortable fields, it sorts by each but the text of several lines. Its
 * table is the one the migration generator writes for it (generatedMigration.ts).
 */
import { Type } from '@sinclair/typebox';
import {
  Baht,
  BangkokDateTime,
  CalendarDay,
  defineRestResource,
  ImageUrl,
  OneOf,
  Reference,
  RequiredMultiLineText,
  Text,
} from '../../../contract';

export const EVENT_KINDS = ['match', 'party', 'meeting'] as const;

export const eventsResource = defineRestResource({
  name: 'test-events',
  singular: 'event',
  area: 'game',
  record: Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      title: Text(100),
      details: RequiredMultiLineText(500),
      seats: Type.Integer({ minimum: 0, maximum: 100_000 }),
      price: Baht('The price of a seat'),
      published: Type.Boolean(),
      day: CalendarDay(),
      starts_at: BangkokDateTime(),
      kind: OneOf(EVENT_KINDS),
      organiser_id: Reference('admins'),
      poster: ImageUrl('The poster'),
    },
    { title: 'TestEvent' },
  ),
  table: 'test_events',
  ordering: { field: 'starts_at', order: 'DESC' },
  filters: {
    published: 'equals',
    kind: 'equals',
    organiser_id: 'equals',
    price: 'range',
    day: 'range',
    starts_at: 'range',
  },
  search: ['title', 'details'],
  create: {},
  update: {},
  delete: {},
});
