/** Its own process, so the load does not share an event loop with what it measures. */
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

export interface LoadJob {
  label: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** polled after the job until it answers within DRAIN_MS: requests still queued would slow the next job */
  drainUrl?: string;
  /** PostgreSQL keeps running a query whose client gave up, which would load the next job: cancelled after it */
  cancelQueriesIn?: { url: string; databases: string[] };
}

export interface LoadFigure {
  label: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const DRAIN_MS = 100;
const DRAIN_LIMIT_MS = 60_000;

async function drain(url: string, headers: Record<string, string>) {
  const started = performance.now();
  while (performance.now() - started < DRAIN_LIMIT_MS) {
    const asked = performance.now();
    await fetch(url, { headers }).then((response) => response.arrayBuffer());
    if (performance.now() - asked < DRAIN_MS) return;
  }
}

async function cancelRunningQueries({ url, databases }: NonNullable<LoadJob['cancelQueriesIn']>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
       WHERE datname = ANY($1) AND state = 'active' AND pid <> pg_backend_pid()`,
      [databases],
    );
  } finally {
    await client.end();
  }
}

/**
 * Latencies from autocannon's per-answer event, in fractional milliseconds: its own histogram keeps whole ones,
 * where 0.4 ms reads as 0 and a growth from 1 to 2 ms as 2x.
 */
function runJob(job: LoadJob): Promise<{ result: Result; latenciesMs: number[] }> {
  return new Promise((resolve, reject) => {
    const latenciesMs: number[] = [];
    const instance = autocannon(
      { url: job.url, headers: job.headers, connections: job.connections, pipelining: 1, duration: job.seconds },
      (error, result) => (error ? reject(error) : resolve({ result, latenciesMs })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTimeMs);
    });
  });
}

/** The nearest-rank percentile, to 0.01 ms; `none` without any 2xx answer. */
function percentile(sorted: readonly number[], p: number, none: number): number {
  if (sorted.length === 0) return none;
  const value = sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round(value * 100) / 100;
}

const jobs = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadJob[];
const figures: LoadFigure[] = [];
for (const job of jobs) {
  const { result, latenciesMs } = await runJob(job);
  const sorted = latenciesMs.sort((a, b) => a - b);
  figures.push({
    label: job.label,
    connections: job.connections,
    p50: percentile(sorted, 50, result.latency.p50),
    p99: percentile(sorted, 99, result.latency.p99),
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  });
  if (job.cancelQueriesIn) await cancelRunningQueries(job.cancelQueriesIn);
  if (job.drainUrl) await drain(job.drainUrl, job.headers);
}
process.stdout.write(JSON.stringify(figures));
