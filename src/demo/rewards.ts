/** The demo's reward texts and conditions, as the server answers them (server/routes/{rewards,conditions}.ts). */
import { REWARD_SLOTS } from '../../contract';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { recordDemoAudit } from './teams';

export const rewardHandlers: DemoHandlerMap = {
  listRewards: (_input, store) => ({
    ok: true,
    status: 'success',
    data: [...store.data.rewards].sort((a, b) => a.id - b.id),
  }),

  updateReward: ({ params, body, admin }, store) => {
    const reward = store.data.rewards.find((row) => row.id === params.id);
    if (!reward) throw new DemoError(404, `There is no reward ${params.id}`);
    const before = { ...reward };
    // only the ten texts change; the type stays
    for (const slot of REWARD_SLOTS) reward[slot] = body[slot];
    recordDemoAudit(store, admin, {
      action: 'reward.update',
      targetType: 'reward',
      targetId: reward.id,
      before,
      after: reward,
    });
    return { ok: true, status: 'success', data: { ...reward } };
  },

  listConditions: (_input, store) => ({
    ok: true,
    status: 'success',
    data: [...store.data.conditions].sort((a, b) => a.id - b.id),
  }),

  updateCondition: ({ params, body, admin }, store) => {
    const condition = store.data.conditions.find((row) => row.id === params.id);
    if (!condition) throw new DemoError(404, `There is no condition ${params.id}`);
    const before = { ...condition };
    condition.max = body.max;
    recordDemoAudit(store, admin, {
      action: 'condition.update',
      targetType: 'condition',
      targetId: condition.id,
      before,
      after: condition,
    });
    return { ok: true, status: 'success', data: { ...condition } };
  },
};
