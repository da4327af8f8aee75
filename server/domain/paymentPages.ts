/**
 * The payment tabs' pages as an instance keeps them: rendered once per change of the payments (migration
 * 005's counter, read for every request, one read shared by concurrent requests; on SQLite not even that
 * while the file is unchanged), so while no payment changes a page costs at most one primary-key read
 * instead of its rows, QR images and JSON.
 */
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/connection';
import type { Database, PaymentStatus } from '../db/schema';
import { AnswerCache, type SerializedAnswer } from './answerCache';
import { CoalescedRead } from './coalescedRead';
import { type PageRequest, pageWindow } from './paging';
import { listPayments, type PaymentPage } from './paymentsList';
import { ReadWhileUnchanged } from './readWhileUnchanged';
import { countedRows, PAYMENTS_CHANGES } from './rowCounts';

export class PaymentPages {
  private readonly kept = new AnswerCache();
  private readonly changes: ReadWhileUnchanged<number>;
  private readonly db: Kysely<Database>;

  constructor({ db, changeStamp }: Pick<DatabaseHandle, 'db' | 'changeStamp'>) {
    this.db = db;
    const counterRead = new CoalescedRead(() => countedRows(db, PAYMENTS_CHANGES));
    this.changes = new ReadWhileUnchanged(() => counterRead.read(), changeStamp);
  }

  /** A page of `status` shaped into the route's answer by `toAnswer`, as JSON text. */
  async page<T>(
    status: PaymentStatus,
    request: PageRequest,
    defaultLimit: number,
    toAnswer: (page: PaymentPage) => T,
  ): Promise<SerializedAnswer<T>> {
    // read before the page: a page built while a write commits is kept under the older count
    const version = await this.changes.read();
    const { offset, limit } = pageWindow(request, defaultLimit);
    return this.kept.answer(`${status}:${offset}:${limit}`, version, async () =>
      toAnswer(await listPayments(this.db, status, request, defaultLimit)),
    );
  }
}
