/** A change-stream client as the SPA's is: fetch with the bearer token in a header, the body read as it arrives. */
import { CHANGES_PATH, type ChangeEvent } from '../../../contract';
import { NOTICE_PATIENCE_MS } from './poll';

export interface ReceivedChange {
  id: string;
  event: ChangeEvent;
}

export interface StreamClient {
  status: number;
  headers: Headers;
  /** the answer's body when it is not a stream (a refusal) */
  refusal: string | undefined;
  changes: ReceivedChange[];
  /** comment lines, such as heartbeats */
  comments: string[];
  readonly ended: boolean;
  /** resolves with the first change that matches, received already or later; rejects after the patience */
  next(matches?: (change: ReceivedChange) => boolean, patienceMs?: number): Promise<ReceivedChange>;
  /** true once the server ended the stream, false when it is still open after the patience */
  endsWithin(ms: number): Promise<boolean>;
  close(): void;
}

export async function openChangeStream(
  baseUrl: string,
  token: string | null,
  options: { lastEventId?: string; query?: string } = {},
): Promise<StreamClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}${CHANGES_PATH}${options.query ?? ''}`, { headers, signal: abort.signal });
  const changes: ReceivedChange[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let ended = !response.ok;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          readFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    wake();
  };
  const readFrame = (frame: string) => {
    let id = '';
    let data = '';
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (data) changes.push({ id, event: JSON.parse(data) as ChangeEvent });
  };
  const refusal = response.ok ? undefined : await response.text();
  if (response.ok) void read();

  const until = <T>(found: () => T | undefined, patienceMs: number) =>
    new Promise<T | undefined>((resolve) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        done(value);
      };
      const done = (value: T | undefined) => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => done(undefined), patienceMs);
      waiters.add(check);
      check();
    });

  return {
    status: response.status,
    headers: response.headers,
    refusal,
    changes,
    comments,
    get ended() {
      return ended;
    },
    async next(matches = () => true, patienceMs = NOTICE_PATIENCE_MS) {
      const change = await until(() => changes.find(matches), patienceMs);
      if (!change) throw new Error(`no such change within ${patienceMs} ms; got ${JSON.stringify(changes)}`);
      return change;
    },
    async endsWithin(ms) {
      return (await until(() => (ended ? true : undefined), ms)) === true;
    },
    close: () => abort.abort(),
  };
}
