/**
 * A dedicated connection: LISTEN belongs to a session, and the pool hands its connections to whoever asks.
 * Notifications sent while it is down are lost, so the owner hears when it is lost and when it listens again.
 */
import pg from 'pg';
import { REVOCATION_CHANNEL, type RevocationNotice, readRevocationNotice } from './revocationNotices';

export interface ListenerConnection {
  connectionString: string;
  schema: string | undefined;
}

export interface RevocationListenerOptions extends ListenerConnection {
  onNotice(notice: RevocationNotice): void;
  onListening(): void;
  /** the connection failed or dropped: revocations may go unheard until onListening */
  onLost(error: unknown): void;
  /** milliseconds before the first reconnection attempt, doubled after each failure up to maxRetryMs */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export interface RevocationListener {
  readonly listening: boolean;
  readonly backendPid: number | undefined;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;
/** Let TCP notice a silently dead peer within about a minute rather than hours. */
const KEEPALIVE_DELAY_MS = 10_000;

class Listener implements RevocationListener {
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private attempt: Promise<void> = Promise.resolve();
  private retryMs: number;
  private closed = false;

  constructor(private readonly options: RevocationListenerOptions) {
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

  connect(): Promise<void> {
    this.attempt = this.listen();
    return this.attempt;
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.attempt;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async listen() {
    const { connectionString, schema } = this.options;
    const client = new pg.Client({
      connectionString,
      // the same search_path as the pool, so current_schema() here names the schema the app writes to
      options: schema === undefined ? undefined : `-c search_path=${schema}`,
      application_name: 'matchday session revocations',
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
      this.options.onLost(error);
      this.scheduleRetry();
    };
    // Attached before connecting: an 'error' event without a listener would crash the process.
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const listenedSchema = rows[0].schema;
      client.on('notification', (message) => {
        if (message.channel !== REVOCATION_CHANNEL) return;
        const notice = readRevocationNotice(message.payload, listenedSchema);
        if (notice) this.options.onNotice(notice);
      });
      await client.query(`LISTEN ${REVOCATION_CHANNEL}`);
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
    this.options.onListening();
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

export async function startRevocationListener(options: RevocationListenerOptions): Promise<RevocationListener> {
  const listener = new Listener(options);
  await listener.connect();
  return listener;
}
