/** The payment tabs: one page of a status (or of what a search finds in it), each row with its member's name and phone. */
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Payment } from '../../contract';
import { qrCodeDataUrl } from '../../contract/rules/qrImage';
import type { Dialect } from '../db/connection';
import type { Database, PaymentStatus, Row } from '../db/schema';
import { notFound } from '../errors';
import { type PageRequest, pageWindow, totalPages } from './paging';
import { paymentSearch, paymentsMatching } from './paymentSearch';
import { countedRows, paymentsCounter } from './rowCounts';

export type PaymentAnswer = Static<typeof Payment>;

/** A QR image costs a few milliseconds and payloads repeat (they depend on the amount only). */
const QR_CACHE_SIZE = 200;
const qrImages = new Map<string, Promise<string>>();

export function qrImageOf(payload: string): Promise<string> {
  let image = qrImages.get(payload);
  if (!image) {
    image = qrCodeDataUrl(payload);
    qrImages.set(payload, image);
    if (qrImages.size > QR_CACHE_SIZE) qrImages.delete(qrImages.keys().next().value as string);
    image.catch(() => qrImages.delete(payload));
  }
  return image;
}

export interface PaymentMember {
  member_name: string | null;
  member_phone: string | null;
}

export async function toPaymentAnswer(payment: Row<'payments'> & Partial<PaymentMember>): Promise<PaymentAnswer> {
  return {
    id: payment.id,
    value: payment.value,
    amount: payment.amount,
    status: payment.status,
    user_id: payment.user_id,
    qr_code: await qrImageOf(payment.qr_payload),
    reference_code: payment.reference_code,
    created_at: payment.created_at,
    ...(payment.member_name == null ? {} : { member_name: payment.member_name }),
    ...(payment.member_phone == null ? {} : { member_phone: payment.member_phone }),
  };
}

/** Payments with their member's name and phone, read in the same query. */
const paymentsWithMembers = (db: Kysely<Database>) =>
  db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.user_id')
    .selectAll('payments')
    .select(['users.name as member_name', 'users.phone as member_phone']);

export async function paymentWithMember(db: Kysely<Database>, id: number): Promise<PaymentAnswer> {
  const payment = await paymentsWithMembers(db).where('payments.id', '=', id).executeTakeFirst();
  if (!payment) throw notFound(`No payment with id ${id}`, 'payment.not_found', { id });
  return toPaymentAnswer(payment);
}

export interface PaymentPage {
  payments: PaymentAnswer[];
  total: number;
  totalPages: number;
}

export interface PaymentsRequest extends PageRequest {
  q?: string;
}

/** Ties by id, so pages never overlap. */
export async function listPayments(
  db: Kysely<Database>,
  dialect: Dialect,
  status: PaymentStatus,
  request: PaymentsRequest,
  defaultLimit: number,
): Promise<PaymentPage> {
  const { limit, offset } = pageWindow(request, defaultLimit);
  const q = request.q?.trim();
  const matching = q ? await paymentsMatching(db, dialect, status, paymentSearch(q)) : undefined;
  // the ids off the index alone first, so a deep page skips its OFFSET without reading each skipped payment
  const pageIds = matching
    ? db
        .selectFrom(matching.as('found'))
        .select('found.id')
        .orderBy('found.created_at', 'desc')
        .orderBy('found.id', 'desc')
        .limit(limit)
        .offset(offset)
    : db
        .selectFrom('payments')
        .select('id')
        .where('status', '=', status)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset);
  const total = matching
    ? db
        .selectFrom(matching.as('found'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n))
    : countedRows(db, paymentsCounter(status));
  const [rows, count] = await Promise.all([
    paymentsWithMembers(db)
      .where('payments.id', 'in', pageIds)
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .execute(),
    total,
  ]);
  return {
    payments: await Promise.all(rows.map(toPaymentAnswer)),
    total: count,
    totalPages: totalPages(count, limit),
  };
}
