/** Members (users) as the admin shows them: the contract's User columns, and the one "no such member" answer. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';

/** What the admin shows of a member (the contract's User). */
export const MEMBER_COLUMNS = ['id', 'name', 'username', 'phone', 'bank_account', 'bank_type'] as const;

/** One member by id, or a 404 in the same words wherever a member is asked for. */
export async function findMember(db: Kysely<Database>, id: number) {
  const member = await db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!member) throw notFound(`No member with id ${id}`, 'member.not_found', { id });
  return member;
}
