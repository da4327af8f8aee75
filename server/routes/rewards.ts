import { listRewards, updateRewardTexts } from '../domain/rewards';
import { type HandlerMap, requireAdmin } from './types';

export const rewardHandlers: HandlerMap = {
  listRewards: async (_input, { db }) => ({ ok: true, status: 'success', data: await listRewards(db) }),

  updateReward: async ({ params, body, admin }, { db, clock }) => {
    const by = { admin: requireAdmin(admin), at: clock.now() };
    return { ok: true, status: 'success', data: await updateRewardTexts(db, params.id, body, by) };
  },
};
