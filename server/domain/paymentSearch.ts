/**
 * What a payments search finds: the member by exact id or by digits of their phone, the start of a reference
 * code, or the exact amount. Each kind is one range of an index within the tab's status (migration 011), and the
 * kinds are joined as a union so no kind's index is traded for another's.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { phoneDigits } from '../../contract/rules/phone';
import type { Dialect } from '../db/connection';
import type { Database, PaymentStatus } from '../db/schema';
import { type MemberSearch, memberSearch, prefixRange } from './memberSearch';
import { substringIndexOf, textMatching } from './memberTextSearch';

export interface PaymentSearch {
  memberId: number | undefined;
  /** digits of a phone as stored (0-prefixed) */
  phone: MemberSearch | undefined;
  referenceCode: string;
  amount: number | undefined;
}

/**
 * Digits from a leading 0 are the start of a stored phone: one range of the phones' prefix index, which stays
 * short at any number of members, where the trigram lists of a whole number grow with the table.
 */
function phoneSearch(digits: string): MemberSearch {
  const search = memberSearch(digits);
  return { ...search, anywhere: search.anywhere && !digits.startsWith('0') };
}

export function paymentSearch(q: string): PaymentSearch {
  const text = q.trim();
  const phone = phoneDigits(text);
  return {
    memberId: /^\d{1,9}$/.test(text) ? Number(text) : undefined,
    phone: /^\d+$/.test(phone) ? phoneSearch(phone) : undefined,
    referenceCode: text,
    amount: /^\d{1,10}(\.\d{1,2})?$/.test(text) ? Number(text) : undefined,
  };
}

type MatchingRows = SelectQueryBuilder<Database, 'payments', { id: number; created_at: string }>;

/** The ids (and order key) of the payments of a status the search finds, each once. */
export async function paymentsMatching(
  db: Kysely<Database>,
  dialect: Dialect,
  status: PaymentStatus,
  search: PaymentSearch,
): Promise<MatchingRows> {
  const ofStatus = () =>
    db.selectFrom('payments').select(['payments.id', 'payments.created_at']).where('payments.status', '=', status);
  const kinds: MatchingRows[] = [];
  if (search.memberId !== undefined) kinds.push(ofStatus().where('payments.user_id', '=', search.memberId));
  if (search.phone) {
    const phoneMatches = textMatching(search.phone, ['phone'], dialect, await substringIndexOf(db, dialect));
    const members = db.selectFrom('users').select('users.id').where(phoneMatches);
    kinds.push(ofStatus().where('payments.user_id', 'in', members));
  }
  if (search.amount !== undefined) kinds.push(ofStatus().where('payments.amount', '=', search.amount));
  const { from, below } = prefixRange(search.referenceCode);
  const codes = ofStatus().where('payments.reference_code', '>=', from);
  kinds.push(below === undefined ? codes : codes.where('payments.reference_code', '<', below));
  return kinds.reduce((all, kind) => all.union(kind));
}
