/** What a route handler receives and returns: typed by the contract, so a handler cannot drift from it. */
import type { Kysely } from 'kysely';
import type { Answer, Body, Params, Query, RestRouteId, RouteId } from '../../contract';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import type { SerializedAnswer } from '../domain/answerCache';
import type { BoundedQueue } from '../domain/boundedQueue';
import type { LiveChanges } from '../domain/liveChanges';
import type { PaymentPages } from '../domain/paymentPages';
import type { Platform } from '../domain/platform';
import type { SessionCache } from '../domain/sessionCache';
import type { SignedInAdmin } from '../domain/signedInAdmin';

export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  clock: Clock;
  platform: Platform;
  /** revoking a session must forget it here too */
  sessionCache: SessionCache;
  paymentPages: PaymentPages;
  signInQueue: BoundedQueue;
  changes: LiveChanges;
}

/** Read whole: the upload route's size limit bounds it. */
export interface UploadedFile {
  bytes: Uint8Array;
}

export interface RequestLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface HandlerInput<Id extends RouteId> {
  params: Params<Id>;
  query: Query<Id>;
  body: Body<Id>;
  /** null only on routes without auth */
  admin: SignedInAdmin | null;
  ip: string;
  /** Undefined when the field is missing; throws the 415 of a request not multipart, the 413 past the size limit. */
  upload(field: string): Promise<UploadedFile | undefined>;
  log: RequestLog;
}

export class BinaryAnswer {
  constructor(
    readonly body: Uint8Array | AsyncIterable<Uint8Array>,
    readonly headers: Record<string, string>,
  ) {}
}

export type Handler<Id extends RouteId> = (
  input: HandlerInput<Id>,
  app: AppContext,
) => Promise<Answer<Id> | SerializedAnswer<Answer<Id>> | BinaryAnswer>;

/** A JSON answer with headers of its own, such as a REST list's Content-Range. */
export class HeadedAnswer {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** A declared REST resource's route schemas are made at run time, so its parts are unknown here. */
export interface RestHandlerInput extends Omit<HandlerInput<RouteId>, 'params' | 'query' | 'body'> {
  params: unknown;
  query: unknown;
  body: unknown;
}

export type RestHandler = (input: RestHandlerInput, app: AppContext) => Promise<Record<string, unknown> | HeadedAnswer>;

export type HandlerMap = { [Id in RouteId]?: Handler<Id> } & { [Id in RestRouteId]?: RestHandler };

export function requireAdmin(admin: SignedInAdmin | null): SignedInAdmin {
  if (!admin) throw new Error('route reached without a signed-in admin');
  return admin;
}
