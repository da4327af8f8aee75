/**
 * One tab's connection to the change stream. EventSource cannot send a header, and the session's token never
 * goes in a URL, so this is fetch with a streamed body read as text/event-stream. A lost connection comes back
 * after a growing wait with `Last-Event-ID`, so the server replays what was missed or asks for a full refetch;
 * a 401 ends it for good.
 */
import { Value } from '@sinclair/typebox/value';
import {
  CHANGE_EVENT_NAME,
  CHANGES_API_PATH,
  CHANGES_HEARTBEAT_MS,
  ChangeEvent,
  type ChangeResource,
  EVERY_RESOURCE,
} from '../../../contract/changes';
import { apiUrl } from '../httpRequest';
import { getToken } from '../tokenStore';
import { FIRST_RECONNECT_MS, reconnectDelay } from './reconnectDelay';
import { serverSentEventParser } from './serverSentEvents';

/** A change of one resource, as against one that asks to refetch everything. */
export type ResourceChange = ChangeEvent & { resource: ChangeResource };

export interface ChangeStreamListener {
  /** one committed change of the resource it names */
  onChange: (change: ResourceChange) => void;
  /** something may have been missed: everything shown should be fetched again */
  onRefetchAll: () => void;
  /** the server no longer knows the token: the stream has ended */
  onUnauthorized: () => void;
}

export interface ChangeStreamOptions extends ChangeStreamListener {
  fetch?: typeof fetch;
  token?: () => string | null;
  url?: string;
  /** silence this long (not even a heartbeat) means a dead connection, whatever the socket says */
  silenceMs?: number;
  /** the tab already shows data fetched before the stream opened: refetch it once connected, as after a gap */
  catchUp?: boolean;
  /** or, better, where the answers of that data say the server can replay from (see resumePlace.ts) */
  resumeFrom?: string;
  /** the first wait after a loss, until the server's `retry:` says otherwise */
  firstReconnectMs?: number;
  random?: () => number;
}

export interface ChangeStream {
  close: () => void;
}

/** Two heartbeats missed and a margin. */
const SILENCE_MS = CHANGES_HEARTBEAT_MS * 2 + 5_000;

export function isEverything(change: ChangeEvent): boolean {
  return change.action === 'refetch' || change.resource === EVERY_RESOURCE;
}

export function openChangeStream(options: ChangeStreamOptions): ChangeStream {
  const {
    fetch: fetchStream = globalThis.fetch.bind(globalThis),
    token = getToken,
    url = apiUrl(CHANGES_API_PATH).href,
    silenceMs = SILENCE_MS,
    firstReconnectMs = FIRST_RECONNECT_MS,
    random = Math.random,
  } = options;
  let closed = false;
  let connection: AbortController | undefined;
  let wakeUp: (() => void) | undefined;
  let lastEventId = options.resumeFrom ?? '';
  let retryMs: number | undefined;

  const deliver = (data: string) => {
    let change: unknown;
    try {
      change = JSON.parse(data);
    } catch {
      return;
    }
    if (!Value.Check(ChangeEvent, change)) return;
    if (isEverything(change)) options.onRefetchAll();
    else options.onChange(change as ResourceChange);
  };

  const isStream = (response: Response) =>
    response.ok && !!response.body && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

  /** Reads one stream to its end, or until the connection is aborted. */
  const read = async (body: ReadableStream<Uint8Array>, controller: AbortController) => {
    const parser = serverSentEventParser();
    const decoder = new TextDecoder();
    const reader = body.getReader();
    let silence = setTimeout(() => controller.abort(), silenceMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        clearTimeout(silence);
        if (done || closed) return;
        silence = setTimeout(() => controller.abort(), silenceMs);
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          lastEventId = event.lastEventId;
          if (event.event === CHANGE_EVENT_NAME) deliver(event.data);
        }
        retryMs = parser.retryMs ?? retryMs;
      }
    } finally {
      clearTimeout(silence);
      reader.cancel().catch(() => undefined);
    }
  };

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async () => {
    let failures = 0;
    let connectedBefore = false;
    while (!closed) {
      const bearer = token();
      if (!bearer) return;
      const controller = new AbortController();
      connection = controller;
      const headers = new Headers({ Accept: 'text/event-stream', Authorization: `Bearer ${bearer}` });
      if (lastEventId) headers.set('Last-Event-ID', lastEventId);
      try {
        const response = await fetchStream(url, { headers, signal: controller.signal, cache: 'no-store' });
        if (response.status === 401) {
          await response.body?.cancel().catch(() => undefined);
          if (!closed) options.onUnauthorized();
          return;
        }
        if (!isStream(response) || !response.body) {
          await response.body?.cancel().catch(() => undefined);
          failures += 1;
        } else if (!closed) {
          // without an event id the server cannot tell what this tab missed while it was away
          if ((connectedBefore || options.catchUp) && !lastEventId) options.onRefetchAll();
          connectedBefore = true;
          failures = 0;
          await read(response.body, controller);
        }
      } catch {
        failures += 1;
      }
      if (closed) return;
      await wait(reconnectDelay(failures, retryMs ?? firstReconnectMs, random));
    }
  };

  void run();
  return {
    close() {
      closed = true;
      connection?.abort();
      wakeUp?.();
    },
  };
}
