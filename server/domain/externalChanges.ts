/**
 * What another process's commit changed, for SQLite, where no NOTIFY exists: the row counters the database's own
 * triggers keep for whoever writes (row_counts) say which tables moved, at the cost of one small read per commit
 * of another process. Payments, which the player app writes, also name their new rows. The server's own writes
 * move the counters too, so a table it wrote since the last look is announced a second time: harmless, as a client
 * only refetches.
 */
import type { Kysely } from 'kysely';
import type { ChangeEvent, ChangeResource } from '../../contract';
import type { Database } from '../db/schema';

const MAX_NEW_IDS = 200;

const RESOURCES_OF_COUNTER: [prefix: string, resources: ChangeResource[]][] = [
  ['payments:', ['payment']],
  ['users', ['userdetail']],
  ['entries:', ['member-entry', 'gameWeekEntries']],
];

interface Snapshot {
  counters: Map<string, number>;
  lastPaymentId: number;
}

async function snapshotOf(db: Kysely<Database>): Promise<Snapshot> {
  const [rows, last] = await Promise.all([
    db.selectFrom('row_counts').select(['counter', 'n']).execute(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
  ]);
  return {
    counters: new Map(rows.map((row) => [row.counter, Number(row.n)])),
    lastPaymentId: Number(last?.id ?? 0),
  };
}

const movedBy = (now: Snapshot, before: Snapshot, counter: string) =>
  (now.counters.get(counter) ?? 0) - (before.counters.get(counter) ?? 0);

export class ExternalChanges {
  private constructor(
    private readonly db: Kysely<Database>,
    private known: Snapshot,
  ) {}

  static async start(db: Kysely<Database>): Promise<ExternalChanges> {
    return new ExternalChanges(db, await snapshotOf(db));
  }

  /** The changes since the last call, by the counters that moved. */
  async changes(): Promise<ChangeEvent[]> {
    const now = await snapshotOf(this.db);
    const moved = new Set<string>();
    for (const counter of new Set([...now.counters.keys(), ...this.known.counters.keys()])) {
      if (now.counters.get(counter) !== this.known.counters.get(counter)) moved.add(counter);
    }
    const resources = new Set(
      RESOURCES_OF_COUNTER.filter(([prefix]) => [...moved].some((counter) => counter.startsWith(prefix))).flatMap(
        ([, names]) => names,
      ),
    );
    const events: ChangeEvent[] = [];
    let createdPayments = 0;
    if (now.lastPaymentId > this.known.lastPaymentId) {
      const created = await this.db
        .selectFrom('payments')
        .select('id')
        .where('id', '>', this.known.lastPaymentId)
        .orderBy('id')
        .limit(MAX_NEW_IDS + 1)
        .execute();
      createdPayments = created.length;
      events.push({
        resource: 'payment',
        action: 'created',
        ids: created.length > MAX_NEW_IDS ? [] : created.map((row) => row.id),
      });
    }
    for (const resource of resources) {
      // each new row moves 'payments:changes' once; more than that is an update or a delete
      if (resource === 'payment' && movedBy(now, this.known, 'payments:changes') <= createdPayments) continue;
      events.push({ resource, action: 'updated', ids: [] });
    }
    this.known = now;
    return events;
  }
}
