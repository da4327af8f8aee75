/**
 * The text/event-stream format as the HTML standard reads it, fed in pieces as they arrive: a line ends at CR LF,
 * LF or CR; a blank line dispatches the event gathered so far; `:` starts a comment (the heartbeat).
 */

export interface ServerSentEvent {
  /** `message` unless an `event:` line named it */
  event: string;
  data: string;
  /** the stream's last event id once this event dispatched: what a reconnection sends as `Last-Event-ID` */
  lastEventId: string;
}

export interface ServerSentEventParser {
  /** Takes the next piece of decoded text; answers the events it completed. */
  push(text: string): ServerSentEvent[];
  /** the `retry:` the server asked for, in milliseconds */
  readonly retryMs: number | undefined;
}

export function serverSentEventParser(): ServerSentEventParser {
  let buffer = '';
  let started = false;
  let eventName = '';
  let dataLines: string[] = [];
  let lastEventId = '';
  let retryMs: number | undefined;
  let afterCr = false;

  const dispatch = (events: ServerSentEvent[]) => {
    if (dataLines.length > 0) events.push({ event: eventName || 'message', data: dataLines.join('\n'), lastEventId });
    eventName = '';
    dataLines = [];
  };

  const readLine = (line: string, events: ServerSentEvent[]) => {
    if (line === '') return dispatch(events);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') eventName = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(text) {
      buffer += text;
      if (!started && buffer.length > 0) {
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
        started = true;
      }
      // a line that ended with CR last time: an LF now is the second half of its CR LF
      if (afterCr && buffer.length > 0) {
        if (buffer.startsWith('\n')) buffer = buffer.slice(1);
        afterCr = false;
      }
      const events: ServerSentEvent[] = [];
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) break;
        readLine(buffer.slice(0, end), events);
        const crlf = buffer[end] === '\r' && buffer[end + 1] === '\n';
        afterCr = buffer[end] === '\r' && end === buffer.length - 1;
        buffer = buffer.slice(crlf ? end + 2 : end + 1);
      }
      return events;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
