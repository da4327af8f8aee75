/** The payment tabs: one page of a status, its total from the count the database keeps. */
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Payment } from '../../contract';
import { qrCodeDataUrl } from '../../contract/rules/qrImage';
import type { Database, PaymentStatus, Row } from '../db/schema';
import { type PageRequest, pageWindow, totalPages } from './paging';
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

export async function toPaymentAnswer(payment: Row<'payments'>): Promise<PaymentAnswer> {
  return {
    id: payment.id,
    value: payment.value,
    amount: payment.amount,
    status: payment.status,
    user_id: payment.user_id,
    qr_code: await qrImageOf(payment.qr_payload),
    reference_code: payment.reference_code,
    created_at: payment.created_at,
  };
}

export interface PaymentPage {
  payments: PaymentAnswer[];
  total: number;
  totalPages: number;
}

/** Ties by id, so pages never overlap. */
export async function listPayments(
  db: Kysely<Database>,
  status: PaymentStatus,
  request: PageRequest,
  defaultLimit: number,
): Promise<PaymentPage> {
  const { limit, offset } = pageWindow(request, defaultLimit);
  // the ids off the index alone first, so a deep page skips its OFFSET without reading each skipped payment
  const pageIds = db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('payments')
      .selectAll()
      .where('id', 'in', pageIds)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    countedRows(db, paymentsCounter(status)),
  ]);
  return {
    payments: await Promise.all(rows.map(toPaymentAnswer)),
    total,
    totalPages: totalPages(total, limit),
  };
}
