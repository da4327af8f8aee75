/** Reward texts: ten slots per reward type, edited on the game-week screen (spec sections 3, 9). */
import { REWARD_SLOTS } from '../../contract';
import { writeAudit } from '../domain/audit';
import { notFound } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

export const rewardHandlers: HandlerMap = {
  listRewards: async (_input, { db }) => {
    const data = await db.selectFrom('rewards').selectAll().orderBy('id').execute();
    return { ok: true, status: 'success', data };
  },

  updateReward: async ({ params, body, admin }, { db, clock }) => {
    const actor = requireAdmin(admin);
    // only the ten texts change; the type stays
    const texts = Object.fromEntries(REWARD_SLOTS.map((slot) => [slot, body[slot]])) as typeof body;
    const data = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('rewards').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!before) throw notFound(`There is no reward ${params.id}`, 'reward.not_found', { id: params.id });
      const after = await trx
        .updateTable('rewards')
        .set(texts)
        .where('id', '=', params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        admin: actor,
        action: 'reward.update',
        targetType: 'reward',
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
