/** Conditions: one numeric maximum per condition type. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { auditedWrite, type WrittenBy } from './auditedWrite';

export async function listConditions(db: Kysely<Database>) {
  return db.selectFrom('conditions').selectAll().orderBy('id').execute();
}

export async function updateConditionMax(db: Kysely<Database>, id: number, max: number, by: WrittenBy) {
  return auditedWrite(db, by, async (trx) => {
    const before = await trx.selectFrom('conditions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(`There is no condition ${id}`, 'condition.not_found', { id });
    const after = await trx
      .updateTable('conditions')
      .set({ max })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { action: 'condition.update', targetType: 'condition', targetId: id, before, after, result: after };
  });
}
