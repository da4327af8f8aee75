/** Members as the admin shows them; a search reads its matches off indexes, not the whole table. */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { USER_PAGE, type USER_SORT_FIELDS } from '../../contract';
import type { Dialect } from '../db/connection';
import { SEARCHED_COLUMNS } from '../db/migrations/006_members_substring_search';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { memberSearch } from './memberSearch';
import { substringIndexOf, textMatching } from './memberTextSearch';
import { type PageRequest, pageWindow } from './paging';
import { countedRows, USERS_COUNTER } from './rowCounts';

export const MEMBER_COLUMNS = ['id', 'name', 'username', 'phone', 'bank_account', 'bank_type'] as const;

/** A 404 in the same words wherever a member is asked for. */
export async function findMember(db: Kysely<Database>, id: number) {
  const member = await db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!member) throw notFound(`No member with id ${id}`, 'member.not_found', { id });
  return member;
}

export async function membersMatching(db: Kysely<Database>, dialect: Dialect, q: string) {
  const search = memberSearch(q);
  const text = textMatching(search, SEARCHED_COLUMNS, dialect, await substringIndexOf(db, dialect));
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    search.id === undefined ? text(eb) : eb.or([eb('id', '=', search.id), text(eb)]);
}

export interface MembersRequest extends PageRequest {
  q?: string;
  sort?: (typeof USER_SORT_FIELDS)[number];
  order?: 'ASC' | 'DESC';
}

/** Every match, as the spec's call answers, unless a page or limit is asked for. */
export async function listMembers(db: Kysely<Database>, dialect: Dialect, request: MembersRequest) {
  const q = request.q?.trim();
  let users = db.selectFrom('users');
  if (q) users = users.where(await membersMatching(db, dialect, q));
  // a search counts its matches off the index; the whole table's count is kept by the database
  const total = q
    ? Number((await users.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)
    : await countedRows(db, USERS_COUNTER);
  const paged = request.page !== undefined || request.limit !== undefined;
  const { page, limit, offset } = paged
    ? pageWindow(request, USER_PAGE.limit)
    : { page: 1, limit: Math.max(1, total), offset: 0 };
  const sortField = request.sort ?? 'id';
  const direction = request.order === 'DESC' ? 'desc' : 'asc';
  let rows = users.select(MEMBER_COLUMNS).orderBy(sortField, direction);
  if (sortField !== 'id') rows = rows.orderBy('id', direction);
  const data = await (paged ? rows.limit(limit).offset(offset) : rows).execute();
  return { data, page, limit, total };
}
