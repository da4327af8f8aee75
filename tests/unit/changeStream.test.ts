/**
 * The SPA's change-stream client against a fake fetch whose answers the test writes piece by piece: the
 * text/event-stream parser, the bearer token in a header and never in the URL, reconnection with a growing wait
 * and Last-Event-ID, a full refetch where something may have been missed, and a 401 that ends it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../contract/changes';
import { openChangeStream, type ResourceChange } from '../../src/api/changes/changeStream';
import { MAX_RECONNECT_MS, reconnectDelay } from '../../src/api/changes/reconnectDelay';
import { serverSentEventParser } from '../../src/api/changes/serverSentEvents';

describe('the text/event-stream parser', () => {
  it('reads events split anywhere, across CR LF, LF and CR line ends, with comments and multi-line data', () => {
    const text =
      '\uFEFF: heartbeat\r\nid: 7\r\nevent: change\r\ndata: {"a":\r\ndata: 1}\r\n\r\n' +
      'data:no space\n\nid: 8\revent: change\rdata: x\r\r';
    for (const size of [1, 2, 3, 5, text.length]) {
      const parser = serverSentEventParser();
      const events = [];
      for (let at = 0; at < text.length; at += size) events.push(...parser.push(text.slice(at, at + size)));
      expect(events, `pieces of ${size}`).toEqual([
        { event: 'change', data: '{"a":\n1}', lastEventId: '7' },
        { event: 'message', data: 'no space', lastEventId: '7' },
        { event: 'change', data: 'x', lastEventId: '8' },
      ]);
    }
  });

  it('dispatches nothing for a comment or an id alone, keeps the id, and reads retry only as digits', () => {
    const parser = serverSentEventParser();
    expect(parser.push(': heartbeat\n\nid: 12\n\nretry: soon\n\n')).toEqual([]);
    expect(parser.retryMs).toBeUndefined();
    expect(parser.push('retry: 250\ndata: y\n\n')).toEqual([{ event: 'message', data: 'y', lastEventId: '12' }]);
    expect(parser.retryMs).toBe(250);
  });

  it('takes CR then LF in separate pieces as one line end, and a second LF as a blank line', () => {
    const parser = serverSentEventParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: 'a', lastEventId: '' }]);
  });

  it('holds an unfinished event until its blank line arrives', () => {
    const parser = serverSentEventParser();
    expect(parser.push('data: half')).toEqual([]);
    expect(parser.push('\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: 'half', lastEventId: '' }]);
  });
});

describe('the wait before reconnecting', () => {
  it('doubles from the first wait up to a ceiling, each drawn between half and all of it', () => {
    expect(reconnectDelay(0, 1_000, () => 0)).toBe(500);
    expect(reconnectDelay(0, 1_000, () => 0.999_999)).toBe(1_000);
    expect(reconnectDelay(3, 1_000, () => 0.999_999)).toBe(8_000);
    expect(reconnectDelay(40, 1_000, () => 0.999_999)).toBe(MAX_RECONNECT_MS);
    expect(reconnectDelay(40, 1_000, () => 0)).toBe(MAX_RECONNECT_MS / 2);
  });
});

interface Call {
  url: string;
  headers: Headers;
  signal: AbortSignal;
  /** writes text into this call's answer */
  send: (text: string) => void;
  end: () => void;
}

/**
 * A fetch whose every call is kept; `answer` decides each call's response by its number (0 first): a stream
 * the test writes into, or a status.
 */
function fakeServer(answer: (call: number) => 'stream' | number | Error = () => 'stream') {
  const calls: Call[] = [];
  const waiting: Array<() => void> = [];
  const encoder = new TextEncoder();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const what = answer(calls.length);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const signal = init?.signal as AbortSignal;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    calls.push({
      url: String(input),
      headers: new Headers(init?.headers),
      signal,
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    for (const wake of waiting.splice(0)) wake();
    if (what instanceof Error) throw what;
    if (typeof what === 'number') return new Response(JSON.stringify({ error: 'refused' }), { status: what });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  };
  const callNumber = async (n: number) => {
    while (calls.length <= n) await new Promise<void>((resolve) => waiting.push(resolve));
    return calls[n];
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, callNumber };
}

const change = (id: string, event: ChangeEvent) => `id: ${id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;
const confirmed: ChangeEvent = { resource: 'payment', ids: [41], action: 'updated', by: { id: 2, name: 'somchai' } };

function listen() {
  const seen = { changes: [] as ResourceChange[], refetches: 0, unauthorized: 0 };
  return {
    seen,
    listener: {
      onChange: (event: ResourceChange) => seen.changes.push(event),
      onRefetchAll: () => {
        seen.refetches += 1;
      },
      onUnauthorized: () => {
        seen.unauthorized += 1;
      },
    },
  };
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('the change stream', () => {
  const open: Array<{ close: () => void }> = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  const start = (server: ReturnType<typeof fakeServer>, listener: ReturnType<typeof listen>['listener'], more = {}) => {
    const stream = openChangeStream({
      ...listener,
      fetch: server.fetch,
      token: () => 'secret-token',
      url: 'http://admin.test/api/changes',
      firstReconnectMs: 20,
      random: () => 0,
      ...more,
    });
    open.push(stream);
    return stream;
  };

  it('sends the token in the Authorization header, never in the URL, and hands on each change', async () => {
    const server = fakeServer();
    const { seen, listener } = listen();
    start(server, listener);
    const first = await server.callNumber(0);
    expect(first.url).toBe('http://admin.test/api/changes');
    expect(first.url).not.toContain('secret-token');
    expect(first.headers.get('authorization')).toBe('Bearer secret-token');
    expect(first.headers.get('accept')).toBe('text/event-stream');
    expect(first.headers.has('last-event-id')).toBe(false);
    first.send(': heartbeat\n\n');
    first.send(change('1', confirmed).slice(0, 20));
    first.send(change('1', confirmed).slice(20));
    await until(() => seen.changes.length === 1);
    expect(seen.changes[0]).toEqual(confirmed);
    expect(seen.refetches).toBe(0);
  });

  it('ignores events of another name and data that is not a change of a known resource', async () => {
    const server = fakeServer();
    const { seen, listener } = listen();
    start(server, listener);
    const first = await server.callNumber(0);
    first.send('event: other\ndata: {}\n\n');
    first.send('event: change\ndata: not json\n\n');
    first.send(`event: change\ndata: ${JSON.stringify({ ...confirmed, resource: 'secrets' })}\n\n`);
    first.send(change('2', { resource: 'team', ids: [3], action: 'deleted' }));
    await until(() => seen.changes.length === 1);
    expect(seen.changes[0].resource).toBe('team');
  });

  it("asks for everything again on a 'refetch' event", async () => {
    const server = fakeServer();
    const { seen, listener } = listen();
    start(server, listener);
    (await server.callNumber(0)).send(change('5', { resource: '*', ids: [], action: 'refetch' }));
    await until(() => seen.refetches === 1);
    expect(seen.changes).toEqual([]);
  });

  it('reconnects after the stream ends, with the last event id, at the wait the server asked for', async () => {
    const server = fakeServer();
    const { seen, listener } = listen();
    start(server, listener, { firstReconnectMs: 60_000 });
    const first = await server.callNumber(0);
    first.send(`retry: 10\n${change('instance-a:17', confirmed)}`);
    await until(() => seen.changes.length === 1);
    first.end();
    const second = await server.callNumber(1);
    expect(second.headers.get('last-event-id')).toBe('instance-a:17');
    expect(second.headers.get('authorization')).toBe('Bearer secret-token');
    // the server replays from the id it was given: nothing to refetch here
    expect(seen.refetches).toBe(0);
  });

  it('catches up on connecting by refetching, or, told where the answers shown were read, by resuming there', async () => {
    const refetching = fakeServer();
    const unsure = listen();
    start(refetching, unsure.listener, { catchUp: true });
    expect((await refetching.callNumber(0)).headers.has('last-event-id')).toBe(false);
    await until(() => unsure.seen.refetches === 1);

    const resuming = fakeServer();
    const told = listen();
    start(resuming, told.listener, { catchUp: true, resumeFrom: 'run-7' });
    const first = await resuming.callNumber(0);
    expect(first.headers.get('last-event-id')).toBe('run-7');
    first.send(change('run-8', confirmed));
    await until(() => told.seen.changes.length === 1);
    expect(told.seen.refetches).toBe(0);
  });

  it('refetches everything after a reconnection when it never had an event id to resume from', async () => {
    const server = fakeServer();
    const { seen, listener } = listen();
    start(server, listener);
    (await server.callNumber(0)).end();
    const second = await server.callNumber(1);
    expect(second.headers.has('last-event-id')).toBe(false);
    await until(() => seen.refetches === 1);
  });

  it('keeps trying while the server is away, waiting longer each time, and carries on once it is back', async () => {
    const attempts: number[] = [];
    const server = fakeServer((n) => {
      attempts.push(performance.now());
      return n < 3 ? new TypeError('Failed to fetch') : n === 3 ? 503 : 'stream';
    });
    const { seen, listener } = listen();
    start(server, listener);
    const back = await server.callNumber(4);
    back.send(change('9', confirmed));
    await until(() => seen.changes.length === 1);
    const waits = attempts.slice(1).map((at, n) => at - attempts[n]);
    // 10, 20, 40, 80 ms (half of 20 doubling, as random() is 0), give or take the timers' slack
    expect(waits[0]).toBeGreaterThanOrEqual(9);
    expect(waits[3]).toBeGreaterThanOrEqual(79);
    expect(waits[3]).toBeGreaterThan(waits[0] * 4);
  });

  it('ends for good on a 401: no further attempt', async () => {
    const server = fakeServer(() => 401);
    const { seen, listener } = listen();
    start(server, listener);
    await until(() => seen.unauthorized === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls).toHaveLength(1);
  });

  it('takes a connection silent for longer than the heartbeat allows as lost, and reconnects', async () => {
    const server = fakeServer();
    const { listener } = listen();
    start(server, listener, { silenceMs: 50 });
    const first = await server.callNumber(0);
    await server.callNumber(1);
    expect(first.signal.aborted).toBe(true);
  });

  it('closing aborts the connection and stops reconnecting', async () => {
    const server = fakeServer();
    const { listener } = listen();
    const stream = start(server, listener);
    const first = await server.callNumber(0);
    stream.close();
    expect(first.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls).toHaveLength(1);
  });

  it('does not connect without a token', async () => {
    const server = fakeServer();
    const { listener } = listen();
    start(server, listener, { token: () => null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(0);
  });
});
