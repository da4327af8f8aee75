/**
 * A reference must name a record that exists: refused before the write, naming the field as any invalid field is,
 * rather than left to the foreign key, whose failure names no field (and on SQLite no column).
 */
import type { TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { type ReferenceTarget, type RestResource, referenceOf } from '../../contract';
import type { Database } from '../db/schema';
import { invalidField } from '../errors';
import { dynamic, type Values } from './columns';

/** The field's reference, nullable or not. */
const targetOf = (schema: TSchema): ReferenceTarget | undefined =>
  referenceOf(schema) ?? (schema.anyOf as TSchema[] | undefined)?.map(referenceOf).find(Boolean);

export async function assertReferencesExist(db: Kysely<Database>, resource: RestResource, body: Values) {
  for (const [field, schema] of Object.entries(resource.record.properties)) {
    const target = targetOf(schema);
    const id = body[field];
    if (!target || id === null || id === undefined) continue;
    const found = await dynamic(db).selectFrom(target.table).select('id').where('id', '=', id).executeTakeFirst();
    if (!found) {
      throw invalidField(`Invalid ${field}: no ${target.resource} with id ${id}`, field, 'record.not_found', {
        resource: target.resource,
        id: String(id),
      });
    }
  }
}
