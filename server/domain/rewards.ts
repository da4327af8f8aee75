/** Reward texts: ten slots per reward type. */
import type { Kysely } from 'kysely';
import { REWARD_SLOTS, type RewardSlot } from '../../contract';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { auditedWrite, type WrittenBy } from './auditedWrite';

export type RewardTexts = Record<RewardSlot, string>;

export async function listRewards(db: Kysely<Database>) {
  return db.selectFrom('rewards').selectAll().orderBy('id').execute();
}

/** Sets the ten texts of a reward; its type stays. */
export async function updateRewardTexts(db: Kysely<Database>, id: number, texts: RewardTexts, by: WrittenBy) {
  const slots = Object.fromEntries(REWARD_SLOTS.map((slot) => [slot, texts[slot]])) as RewardTexts;
  return auditedWrite(db, by, async (trx) => {
    const before = await trx.selectFrom('rewards').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(`There is no reward ${id}`, 'reward.not_found', { id });
    const after = await trx
      .updateTable('rewards')
      .set(slots)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { action: 'reward.update', targetType: 'reward', targetId: id, before, after, result: after };
  });
}
