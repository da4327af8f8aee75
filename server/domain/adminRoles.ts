/**
 * Roles of admin accounts: someone must always be left who can manage the others, and a changed role is in force
 * on the admin's next request, on every instance, as a disabled account is.
 */
import type { Kysely } from 'kysely';
import { adminsRest, type Role, restAuditTarget } from '../../contract';
import type { Dialect } from '../db/connection';
import { announceRevocation } from '../db/revocationNotices';
import type { Database } from '../db/schema';
import { conflict } from '../errors';
import { adminName } from './admins';
import { auditedWrite } from './auditedWrite';
import type { RevocationReach } from './sessions';

interface AccountState {
  id: number;
  role?: unknown;
  status?: unknown;
}

const isEnabledOwner = (account: { role?: unknown; status?: unknown }) =>
  account.role === 'owner' && account.status === 'enabled';

/**
 * Inside the changing transaction. The enabled owners' rows are locked on PostgreSQL, so two owners lowering each
 * other at once cannot both pass: the second waits for the first and then counts one owner fewer.
 */
export async function assertAnOwnerRemains(
  trx: Kysely<Database>,
  dialect: Dialect,
  before: AccountState,
  change: { role?: unknown; status?: unknown },
) {
  if (!isEnabledOwner(before) || isEnabledOwner({ ...before, ...change })) return;
  const reading = trx
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'owner')
    .where('status', '=', 'enabled')
    .orderBy('id');
  const owners = await (dialect === 'postgres' ? reading.forUpdate() : reading).execute();
  if (owners.some((owner) => owner.id !== before.id)) return;
  throw conflict(
    'This is the last enabled owner: make another admin an owner first, then change this one',
    'admin.last_owner',
  );
}

/** The sessions stay; their cached verifications go, so the next request reads the new role. */
export async function forgetCachedSessionsOf(trx: Kysely<Database>, adminId: number, reach: RevocationReach) {
  if (reach.dialect === 'postgres') await announceRevocation(trx, { adminIds: [adminId] });
  reach.cache?.forgetAdmins([adminId]);
}

/** The CLI's change of role, audited as the admin screen's edit is; answers the role the admin had. */
export async function setRole(
  db: Kysely<Database>,
  username: string,
  role: Role,
  now: Date,
  reach: RevocationReach,
): Promise<Role> {
  return auditedWrite(db, { admin: null, at: now }, async (trx) => {
    const before = await trx
      .selectFrom('admins')
      .select(['id', 'role', 'status'])
      .where('username', '=', adminName(username))
      .executeTakeFirst();
    if (!before) throw new Error(`No admin named '${username}'`);
    await assertAnOwnerRemains(trx, reach.dialect, before, { role });
    await trx.updateTable('admins').set({ role }).where('id', '=', before.id).execute();
    if (before.role !== role) await forgetCachedSessionsOf(trx, before.id, reach);
    return {
      action: 'admin.update',
      targetType: restAuditTarget(adminsRest),
      targetId: before.id,
      before: { role: before.role },
      after: { role },
      result: before.role,
    };
  });
}
