/**
 * The change stream under load: many clients connected to one instance (SQLite), first while writes come one at a
 * time, then through a burst of payment confirms as fast as the server takes them. Latency runs from the moment a
 * confirm is sent to the moment a client has read its event; the clients run in the same process as the server,
 * so their reading is part of it. Memory is the process's, beside the same instance with no client.
 */
import type { AddressInfo } from 'node:net';
import { CHANGES_HEARTBEAT_MS, CHANGES_MAX_PER_INSTANCE, CHANGES_PATH } from '../contract';
import { buildApp } from '../server/app';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { benchToken } from './support/benchToken';
import { openBenchDatabase } from './support/database';
import { round } from './support/timing';

export interface LiveOptions {
  clients: number;
  burst: number;
  /** writes sent one at a time, apart, for the latency of a quiet instance */
  single: number;
  log: (line: string) => void;
}

interface Phase {
  name: string;
  clients: number;
  changes: number;
  p50Ms: number | null;
  p99Ms: number | null;
  rssMb: number;
  heapMb: number;
  /** streams the server closed as too slow to read */
  closed: number;
}

export interface LiveReport {
  clients: number;
  burst: number;
  phases: Phase[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]);
const megabytes = (bytes: number) => round(bytes / 1024 / 1024);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memory() {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: megabytes(rss), heapMb: megabytes(heapUsed) };
}

interface Client {
  arrivals: Map<number, number>;
  ended: boolean;
  close(): void;
}

async function connect(base: string, token: string): Promise<Client> {
  const abort = new AbortController();
  const response = await fetch(`${base}${CHANGES_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const client: Client = { arrivals: new Map(), ended: false, close: () => abort.abort() };
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const payment = /"resource":"payment","ids":\[(\d+)\]/g;
  void (async () => {
    let tail = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const now = performance.now();
        const text = tail + decoder.decode(value, { stream: true });
        for (const match of text.matchAll(payment)) client.arrivals.set(Number(match[1]), now);
        tail = text.slice(Math.max(0, text.lastIndexOf('\n\n')));
      }
    } catch {
      // closed by the bench
    }
    client.ended = true;
  })();
  return client;
}

export async function runLiveBench(options: LiveOptions): Promise<LiveReport> {
  const { clients: clientCount, burst, single, log } = options;
  const database = await openBenchDatabase('sqlite');
  const app = await buildApp({
    database,
    config: { ...loadConfig({}), spaDir: '/nonexistent-spa-build' },
    // one bench admin holds every stream, so the per-admin limit is lifted to the instance's
    changeStream: {
      limits: {
        perAdmin: CHANGES_MAX_PER_INSTANCE,
        perInstance: CHANGES_MAX_PER_INSTANCE,
        heartbeatMs: CHANGES_HEARTBEAT_MS,
        maxUnread: 1_000,
      },
    },
  });
  const clients: Client[] = [];
  try {
    const token = await benchToken(database.db, systemClock);
    const now = new Date().toISOString();
    const [user] = await database.db
      .insertInto('users')
      .values({
        name: 'bench',
        username: 'bench',
        phone: '0800000000',
        bank_account: '-',
        bank_type: '-',
        created_at: now,
      })
      .returning('id')
      .execute();
    const payments = Array.from({ length: single + burst }, () => ({
      user_id: user.id,
      value: 1,
      amount: 100,
      status: 'pending' as const,
      qr_payload: 'bench',
      reference_code: null,
      created_at: now,
      updated_at: now,
    }));
    const ids: number[] = [];
    for (let at = 0; at < payments.length; at += 500) {
      const rows = await database.db
        .insertInto('payments')
        .values(payments.slice(at, at + 500))
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const confirm = (id: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/v1/payment/${id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { status: 'completed' },
      });

    const phases: Phase[] = [];
    await pause(500);
    phases.push({ name: 'no client', clients: 0, changes: 0, p50Ms: null, p99Ms: null, ...memory(), closed: 0 });
    log(`live: connecting ${clientCount} clients`);
    for (let n = 0; n < clientCount; n++) clients.push(await connect(base, token));
    await pause(500);

    const sentAt = new Map<number, number>();
    const latencies = (sent: number[]) => {
      const samples: number[] = [];
      for (const id of sent) {
        for (const client of clients) {
          const arrived = client.arrivals.get(id);
          if (arrived !== undefined) samples.push(arrived - (sentAt.get(id) ?? arrived));
        }
      }
      return samples.sort((a, b) => a - b);
    };
    const delivered = async (sent: number[]) => {
      const deadline = performance.now() + 60_000;
      const last = sent[sent.length - 1];
      while (performance.now() < deadline && clients.some((client) => !client.ended && !client.arrivals.has(last))) {
        await pause(20);
      }
    };

    const quiet = ids.slice(0, single);
    for (const id of quiet) {
      sentAt.set(id, performance.now());
      await confirm(id);
      await pause(100);
    }
    await delivered(quiet);
    const quietSorted = latencies(quiet);
    phases.push({
      name: `${clientCount} clients, one change at a time`,
      clients: clientCount,
      changes: quiet.length,
      p50Ms: percentile(quietSorted, 50),
      p99Ms: percentile(quietSorted, 99),
      ...memory(),
      closed: clients.filter((client) => client.ended).length,
    });
    log(`live: burst of ${burst} confirms`);
    const burstIds = ids.slice(single);
    let peak = memory();
    const sampling = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      if (rss / 1024 / 1024 > peak.rssMb) peak = { rssMb: megabytes(rss), heapMb: megabytes(heapUsed) };
    }, 50);
    for (const id of burstIds) {
      sentAt.set(id, performance.now());
      await confirm(id);
    }
    await delivered(burstIds);
    clearInterval(sampling);
    const burstSorted = latencies(burstIds);
    phases.push({
      name: `${clientCount} clients, a burst of ${burst} confirms (peak memory)`,
      clients: clientCount,
      changes: burstIds.length,
      p50Ms: percentile(burstSorted, 50),
      p99Ms: percentile(burstSorted, 99),
      ...peak,
      closed: clients.filter((client) => client.ended).length,
    });
    return { clients: clientCount, burst, phases };
  } finally {
    for (const client of clients) client.close();
    const closing = app.close();
    app.server.closeAllConnections();
    await closing;
    await database.dispose();
  }
}

export function liveMarkdown(report: LiveReport): string {
  const cell = (value: number | null) => (value === null ? '-' : String(value));
  return [
    '## Live changes',
    '',
    `\`GET /api/changes\` on one instance (SQLite): ${report.clients} clients connected, payments confirmed one at a`,
    `time, then a burst of ${report.burst} confirms sent one after another as fast as the server answers. Latency`,
    'runs from sending a confirm to a client having read its event (each confirm also sends a ticket event); the',
    "clients read in the server's process. Memory is the process's: idle with no client, then with the clients.",
    '',
    '| state | clients | changes | latency p50 ms | latency p99 ms | RSS MB | heap MB | streams closed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...report.phases.map(
      (phase) =>
        `| ${phase.name} | ${phase.clients} | ${phase.changes} | ${cell(phase.p50Ms)} | ${cell(phase.p99Ms)} | ${phase.rssMb} | ${phase.heapMb} | ${phase.closed} |`,
    ),
  ].join('\n');
}
