import { listConditions, updateConditionMax } from '../domain/conditions';
import { type HandlerMap, requireAdmin } from './types';

export const conditionHandlers: HandlerMap = {
  listConditions: async (_input, { db }) => ({ ok: true, status: 'success', data: await listConditions(db) }),

  updateCondition: async ({ params, body, admin }, { db, clock }) => {
    const by = { admin: requireAdmin(admin), at: clock.now() };
    return { ok: true, status: 'success', data: await updateConditionMax(db, params.id, body.max, by) };
  },
};
