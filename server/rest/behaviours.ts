/**
 * As Django's ModelAdmin.save_model: slow work (hashing) runs before the write's transaction so it holds no lock,
 * and consequences run inside it, so they commit or roll back with the write and its audit row.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SignedInAdmin } from '../domain/signedInAdmin';
import type { ApiError } from '../errors';
import type { AppContext } from '../routes/types';
import type { Values } from './columns';

export interface WriteContext {
  app: AppContext;
  admin: SignedInAdmin;
  now: Date;
}

export interface ActionBehaviour {
  columns(body: Values, context: WriteContext): Promise<Values>;
  afterwards?(trx: Kysely<Database>, record: Values, context: WriteContext): Promise<void>;
}

export interface RestBehaviour {
  newRow?(body: Values, context: WriteContext): Promise<Values>;
  duplicate?(values: Values): ApiError;
  checkUpdate?(before: Values, change: Values, context: WriteContext): void;
  /** inside the update's transaction, before the row changes: rules that read rows a concurrent write may change */
  beforeUpdate?(trx: Kysely<Database>, before: Values, change: Values, context: WriteContext): Promise<void>;
  afterUpdate?(trx: Kysely<Database>, before: Values, after: Values, context: WriteContext): Promise<void>;
  actions?: Record<string, ActionBehaviour>;
}
