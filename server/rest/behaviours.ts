/**
 * What a declared resource does beyond storing its body, as Django's ModelAdmin.save_model does: a new admin's
 * password becomes a hash, disabling an admin ends their sessions. Most resources need none of it. Each step runs
 * where it must: slow work (hashing) before the write's transaction, so it holds no lock; rules before anything is
 * written; consequences inside the transaction, so they commit or roll back with the write and its audit row.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SignedInAdmin } from '../domain/signedInAdmin';
import type { ApiError } from '../errors';
import type { AppContext } from '../routes/types';
import type { Values } from './columns';

export interface WriteContext {
  app: AppContext;
  /** who writes: the audit row names them, and some rules depend on it (no admin disables themself) */
  admin: SignedInAdmin;
  now: Date;
}

/** A declared action (contract/rest/define.ts RestAction): the columns it sets, and what follows in its transaction. */
export interface ActionBehaviour {
  columns(body: Values, context: WriteContext): Promise<Values>;
  afterwards?(trx: Kysely<Database>, record: Values, context: WriteContext): Promise<void>;
}

export interface RestBehaviour {
  /** column values a new row needs beyond the record fields of its body (a password's hash, the creation time) */
  newRow?(body: Values, context: WriteContext): Promise<Values>;
  /** the words for a person when a unique key refuses a new row (a username taken) */
  duplicate?(values: Values): ApiError;
  /** refuses, by throwing an ApiError, a change the rules forbid */
  checkUpdate?(before: Values, change: Values, context: WriteContext): void;
  /** inside the update's transaction, before the row changes: rules that read rows a concurrent write may change */
  beforeUpdate?(trx: Kysely<Database>, before: Values, change: Values, context: WriteContext): Promise<void>;
  /** inside the update's transaction, once the row has changed */
  afterUpdate?(trx: Kysely<Database>, before: Values, after: Values, context: WriteContext): Promise<void>;
  actions?: Record<string, ActionBehaviour>;
}
