/**
 * Where every write's changes go: to this instance's feed once the transaction commits, and before that, on
 * PostgreSQL, to the other instances by a notice that is delivered on commit too. A database handle carries its
 * bus, so a write finds it from the transaction it runs in.
 */
import type { Kysely } from 'kysely';
import type { ChangeEvent } from '../../contract';
import type { Database } from '../db/schema';
import { afterCommit, rootOf } from '../db/transaction';
import type { ChangeFeed } from './changeFeed';

export interface ChangeBus {
  feed: ChangeFeed;
  /** before the transaction's writes: a database trigger then knows the server announces them itself */
  claim?(trx: Kysely<Database>): Promise<void>;
  /** inside the transaction, for other instances */
  announce?(trx: Kysely<Database>, events: ChangeEvent[]): Promise<void>;
}

const buses = new WeakMap<Kysely<Database>, ChangeBus>();

export function attachChangeBus(db: Kysely<Database>, bus: ChangeBus): void {
  buses.set(db, bus);
}

const busOf = (db: Kysely<Database>) => {
  const root = rootOf(db);
  return root && buses.get(root);
};

export async function claimAnnouncements(trx: Kysely<Database>): Promise<void> {
  await busOf(trx)?.claim?.(trx);
}

export async function publishChanges(trx: Kysely<Database>, events: ChangeEvent[]): Promise<void> {
  const bus = busOf(trx);
  if (!bus || events.length === 0) return;
  await bus.announce?.(trx, events);
  afterCommit(trx, () => bus.feed.publish(events));
}
