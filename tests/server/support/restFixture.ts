/**
 * A REST resource the suite owns, declared as a product resource would be, on a table the test makes: notes with
 * text, a choice, a number, a nullable day and JSON-stored tags, and every operation, delete included (which no
 * product resource allows yet), so the generic handlers are proven whole on any database.
 */
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import {
  type AuditActionName,
  DateText,
  defineRestResource,
  Nullable,
  NullableField,
  OneOf,
  Text,
} from '../../../contract';
import type { Dialect } from '../../../server/db/connection';
import { required, withId } from '../../../server/db/migrations/column-types';
import type { Database } from '../../../server/db/schema';

const Note = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    mood: OneOf(['calm', 'busy', 'gone']),
    words: Type.Integer(),
    written_on: Nullable(DateText()),
    tags: Type.Array(Type.String()),
  },
  { title: 'TestNote' },
);

const NoteBody = Type.Object(
  {
    title: Text(100),
    mood: OneOf(['calm', 'busy', 'gone']),
    words: Type.Integer({ minimum: 0, maximum: 100_000 }),
    written_on: Type.Optional(NullableField(DateText())),
    tags: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 5 }),
  },
  {
    title: 'TestNoteBody',
    example: { title: 'บันทึก Note', mood: 'calm', words: 10, written_on: '2025-01-05', tags: ['a'] },
  },
);

const NoteChange = Type.Object(
  { title: Type.Optional(Text(100)), mood: Type.Optional(OneOf(['calm', 'busy', 'gone'])) },
  { title: 'TestNoteChange', example: { title: 'Changed', mood: 'busy' } },
);

/** Audit actions of the product are the contract's list; a throwaway resource records names of its own. */
const action = (name: string) => name as AuditActionName;

export const notesResource = defineRestResource({
  name: 'test-notes',
  singular: 'note',
  area: 'game',
  record: Note,
  table: 'test_notes',
  columns: { tags: { column: 'tags_json', json: true } },
  ordering: { field: 'id', order: 'ASC' },
  sortable: ['title', 'mood', 'words', 'written_on'],
  filters: { mood: 'equals', words: 'range', written_on: 'range' },
  search: ['title'],
  create: { body: NoteBody, audit: action('note.create') },
  update: { body: NoteChange, audit: action('note.update') },
  delete: { audit: action('note.delete') },
});

export async function createNotesTable(db: Kysely<Database>, dialect: Dialect) {
  await (db as unknown as Kysely<unknown>).schema
    .createTable('test_notes')
    .$call(withId(dialect))
    .addColumn('title', 'text', required)
    .addColumn('mood', 'text', required)
    .addColumn('words', 'integer', required)
    .addColumn('written_on', 'text')
    .addColumn('tags_json', 'text', required)
    .execute();
}
