/**
 * One dedicated connection per instance listens on every channel the instance needs: LISTEN belongs to a session,
 * and the pool hands its connections to whoever asks. Notifications sent while it is down are lost, so each
 * subscriber hears when it is lost and when it listens again. A channel's first subscriber starts it.
 */
import pg from 'pg';

export interface ListenerConnection {
  connectionString: string;
  schema: string | undefined;
}

export interface NoticeSubscriber {
  channel: string;
  /** the payload and the schema this instance writes to (NOTIFY is database-wide) */
  onNotice(payload: string | undefined, schema: string): void;
  onListening(): void;
  /** the connection failed or dropped: notices may go unheard until onListening */
  onLost(error: unknown): void;
}

export interface NoticeListenerOptions extends ListenerConnection {
  /** milliseconds before the first reconnection attempt, doubled after each failure up to maxRetryMs */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

const CONNECT_TIMEOUT_MS = 5_000;
/** Let TCP notice a silently dead peer within about a minute rather than hours. */
const KEEPALIVE_DELAY_MS = 10_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export class NoticeListener {
  private client: pg.Client | undefined;
  private schema = '';
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt: Promise<void> | undefined;
  private retryMs: number;
  private closed = false;
  private readonly subscribers: NoticeSubscriber[] = [];

  constructor(private readonly options: NoticeListenerOptions) {
    this.retryMs = this.firstRetryMs;
  }

  get listening() {
    return this.client !== undefined;
  }

  get backendPid() {
    return (this.client as (pg.Client & { processID?: number }) | undefined)?.processID;
  }

  private get firstRetryMs() {
    return this.options.firstRetryMs ?? 250;
  }

  /** Resolves once the subscriber listens, or once the first attempt failed (it has heard onLost then). */
  async subscribe(subscriber: NoticeSubscriber): Promise<void> {
    if (!CHANNEL_NAME.test(subscriber.channel)) throw new Error(`not a channel name: ${subscriber.channel}`);
    const known = this.subscribers.some((other) => other.channel === subscriber.channel);
    this.subscribers.push(subscriber);
    if (!this.attempt) {
      await this.connect();
      return;
    }
    await this.attempt;
    const client = this.client;
    if (!client) return subscriber.onLost(new Error('the listening connection is down'));
    try {
      if (!known) await client.query(`LISTEN ${subscriber.channel}`);
      subscriber.onListening();
    } catch (error) {
      // the connection's own error handler reports the loss to every subscriber
      if (this.client === client) subscriber.onLost(error);
    }
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.attempt;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connect(): Promise<void> {
    this.attempt = this.listen();
    return this.attempt;
  }

  private async listen() {
    const { connectionString, schema } = this.options;
    const client = new pg.Client({
      connectionString,
      // the same search_path as the pool, so current_schema() here names the schema the app writes to
      options: schema === undefined ? undefined : `-c search_path=${schema}`,
      application_name: 'matchday notices',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    let down = false;
    const lose = (error: unknown) => {
      if (down) return;
      down = true;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => {});
      if (this.closed) return;
      for (const subscriber of this.subscribers) subscriber.onLost(error);
      this.scheduleRetry();
    };
    // Attached before connecting: an 'error' event without a listener would crash the process.
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.schema = rows[0].schema;
      client.on('notification', (message) => {
        for (const subscriber of this.subscribers) {
          if (subscriber.channel === message.channel) subscriber.onNotice(message.payload, this.schema);
        }
      });
      for (const channel of new Set(this.subscribers.map((subscriber) => subscriber.channel))) {
        await client.query(`LISTEN ${channel}`);
      }
    } catch (error) {
      lose(error);
      return;
    }
    if (down) return;
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = this.firstRetryMs;
    for (const subscriber of this.subscribers) subscriber.onListening();
  }

  private scheduleRetry() {
    const delay = this.retryMs;
    this.retryMs = Math.min(delay * 2, this.options.maxRetryMs ?? 10_000);
    this.retryTimer = setTimeout(() => {
      if (!this.closed) this.connect();
    }, delay);
    // a pending reconnection must not keep a finished process alive
    this.retryTimer.unref();
  }
}
