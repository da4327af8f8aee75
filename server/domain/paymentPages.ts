/**
 * The payment tabs' pages rendered once per change of the payments: meanwhile a page costs one key read at most.
 * A search is answered afresh: its texts are endless, and kept answers would push the tabs' pages out.
 */
import type { Kysely } from 'kysely';
import type { DatabaseHandle, Dialect } from '../db/connection';
import type { Database, PaymentStatus } from '../db/schema';
import { AnswerCache, SerializedAnswer } from './answerCache';
import { CoalescedRead } from './coalescedRead';
import { pageWindow } from './paging';
import { listPayments, type PaymentPage, type PaymentsRequest } from './paymentsList';
import { ReadWhileUnchanged } from './readWhileUnchanged';
import { countedRows, PAYMENTS_CHANGES } from './rowCounts';

export class PaymentPages {
  private readonly kept = new AnswerCache();
  private readonly changes: ReadWhileUnchanged<number>;
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;

  constructor({ db, dialect, changeStamp }: Pick<DatabaseHandle, 'db' | 'dialect' | 'changeStamp'>) {
    this.db = db;
    this.dialect = dialect;
    const counterRead = new CoalescedRead(() => countedRows(db, PAYMENTS_CHANGES));
    this.changes = new ReadWhileUnchanged(() => counterRead.read(), changeStamp);
  }

  async page<T>(
    status: PaymentStatus,
    request: PaymentsRequest,
    defaultLimit: number,
    toAnswer: (page: PaymentPage) => T,
  ): Promise<SerializedAnswer<T>> {
    const read = async () => toAnswer(await listPayments(this.db, this.dialect, status, request, defaultLimit));
    if (request.q?.trim()) return new SerializedAnswer(JSON.stringify(await read()));
    const version = await this.changes.read();
    const { offset, limit } = pageWindow(request, defaultLimit);
    return this.kept.answer(`${status}:${offset}:${limit}`, version, read);
  }
}
