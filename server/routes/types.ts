/** What a route handler receives and returns: typed by the contract, so a handler cannot drift from it. */
import type { Kysely } from 'kysely';
import type { Answer, Body, Params, Query, RestRouteId, RouteId } from '../../contract';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import type { SerializedAnswer } from '../domain/answerCache';
import type { BoundedQueue } from '../domain/boundedQueue';
import type { PaymentPages } from '../domain/paymentPages';
import type { Platform } from '../domain/platform';
import type { SessionCache } from '../domain/sessionCache';
import type { SignedInAdmin } from '../domain/signedInAdmin';

export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  clock: Clock;
  /** what the rules need from the runtime: Node's on the server, the browser's in the demo */
  platform: Platform;
  /** this instance's verified sessions; revoking a session must forget it here too */
  sessionCache: SessionCache;
  /** this instance's rendered payment pages, each kept under the payments' change counter */
  paymentPages: PaymentPages;
  /** this instance's password checks, a few at a time (domain/signIn.ts) */
  signInQueue: BoundedQueue;
}

/** A multipart upload's file, read whole (the upload route's limit bounds it). */
export interface UploadedFile {
  bytes: Uint8Array;
}

/** Where a handler reports what the operator may want to know (Fastify's request log on the server). */
export interface RequestLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a handler learns of its request, whichever runtime carries it (server/routes/pipeline.ts). */
export interface HandlerInput<Id extends RouteId> {
  params: Params<Id>;
  query: Query<Id>;
  body: Body<Id>;
  /** the signed-in admin; null only on routes without auth */
  admin: SignedInAdmin | null;
  /** the client's address (the sign-in throttle counts by it) */
  ip: string;
  /**
   * The multipart request's file in the named field; undefined when there is none or it has another name.
   * Throws the server's 415 when the request is not multipart and its 413 past the size limit.
   */
  upload(field: string): Promise<UploadedFile | undefined>;
  log: RequestLog;
}

/** A file answer (workbooks, images): its bytes, or a stream of them, and its headers. */
export class BinaryAnswer {
  constructor(
    readonly body: Uint8Array | AsyncIterable<Uint8Array>,
    readonly headers: Record<string, string>,
  ) {}
}

/** Returns the answer, its JSON text kept by an AnswerCache, or a file. */
export type Handler<Id extends RouteId> = (
  input: HandlerInput<Id>,
  app: AppContext,
) => Promise<Answer<Id> | SerializedAnswer<Answer<Id>> | BinaryAnswer>;

/** A JSON answer with headers of its own (a REST list's Content-Range). */
export class HeadedAnswer {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** A declared REST resource's request: its route's schemas are made at run time, so its parts are unknown here. */
export interface RestHandlerInput extends Omit<HandlerInput<RouteId>, 'params' | 'query' | 'body'> {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** The generic handlers of declared REST resources (server/rest/handlers.ts): a record, or a list with its range. */
export type RestHandler = (input: RestHandlerInput, app: AppContext) => Promise<Record<string, unknown> | HeadedAnswer>;

export type HandlerMap = { [Id in RouteId]?: Handler<Id> } & { [Id in RestRouteId]?: RestHandler };

/** For handlers of routes that require sign-in. */
export function requireAdmin(admin: SignedInAdmin | null): SignedInAdmin {
  if (!admin) throw new Error('route reached without a signed-in admin');
  return admin;
}
