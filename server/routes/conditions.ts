/** Conditions: one numeric maximum per type, edited on the game-week screen (spec sections 3, 9). */
import { writeAudit } from '../domain/audit';
import { notFound } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

export const conditionHandlers: HandlerMap = {
  listConditions: async (_input, { db }) => {
    const data = await db.selectFrom('conditions').selectAll().orderBy('id').execute();
    return { ok: true, status: 'success', data };
  },

  updateCondition: async ({ params, body, admin }, { db, clock }) => {
    const actor = requireAdmin(admin);
    const data = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('conditions').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!before) throw notFound(`There is no condition ${params.id}`, 'condition.not_found', { id: params.id });
      const after = await trx
        .updateTable('conditions')
        .set({ max: body.max })
        .where('id', '=', params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        admin: actor,
        action: 'condition.update',
        targetType: 'condition',
        targetId: params.id,
        before,
        after,
        at: clock.now(),
      });
      return after;
    });
    return { ok: true, status: 'success', data };
  },
};
