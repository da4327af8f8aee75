/**
 * The password becomes a hash before the transaction (scrypt takes ~0.5 s and must hold no lock); inside it the
 * actor is checked still enabled, so two admins cannot disable each other, and an enabled owner is kept.
 */

import { assertAnOwnerRemains, forgetCachedSessionsOf } from '../domain/adminRoles';
import { assertActorStillEnabled, assertNotDisablingSelf, passwordColumns, usernameConflict } from '../domain/admins';
import { revokeAllSessionsOf } from '../domain/sessions';
import type { AppContext } from '../routes/types';
import type { RestBehaviour } from './behaviours';

const reachOf = (app: AppContext) => ({ dialect: app.dialect, cache: app.sessionCache });

export const adminBehaviour: RestBehaviour = {
  newRow: async (body, { app, now }) => ({
    ...(await passwordColumns(String(body.password), now, app.platform.passwords)),
    created_at: now.toISOString(),
  }),
  duplicate: (values) => usernameConflict(String(values.username)),
  checkUpdate: (before, change, { admin }) => assertNotDisablingSelf(admin.id, Number(before.id), change.status),
  beforeUpdate: async (trx, before, change, { app, admin }) => {
    if (change.status === 'disabled') await assertActorStillEnabled(trx, app.dialect, admin.id, Number(before.id));
    await assertAnOwnerRemains(trx, app.dialect, { ...before, id: Number(before.id) }, change);
  },
  afterUpdate: async (trx, before, after, { app, now }) => {
    if (before.status !== 'disabled' && after.status === 'disabled') {
      await revokeAllSessionsOf(trx, Number(after.id), now, reachOf(app));
    } else if (before.role !== after.role) {
      await forgetCachedSessionsOf(trx, Number(after.id), reachOf(app));
    }
  },
  actions: {
    password: {
      columns: (body, { app, now }) => passwordColumns(String(body.password), now, app.platform.passwords),
      afterwards: (trx, record, { app, now }) => revokeAllSessionsOf(trx, Number(record.id), now, reachOf(app)),
    },
  },
};
