/** The payment tabs' pages rendered once per change of the payments: meanwhile a page costs one key read at most. */
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

  async page<T>(
    status: PaymentStatus,
    request: PageRequest,
    defaultLimit: number,
    toAnswer: (page: PaymentPage) => T,
  ): Promise<SerializedAnswer<T>> {
    const version = await this.changes.read();
    const { offset, limit } = pageWindow(request, defaultLimit);
    return this.kept.answer(`${status}:${offset}:${limit}`, version, async () =>
      toAnswer(await listPayments(this.db, status, request, defaultLimit)),
    );
  }
}
