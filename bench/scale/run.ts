/**
 * The real server on a generated database per size, loaded by autocannon from a second process. Runs are short
 * and interleaved, so the drift of a shared machine spreads over all scenarios and sizes alike.
 */
import type { Dialect } from '../../server/db/connection';
import { buildSpa, SPA_DIR } from '../support/spaBuild';
import { median, round } from '../support/timing';
import { createScaleDatabase, type ScaleDatabase } from './database';
import { generateScaleData, type ScaleSize } from './generate';
import type { LoadFigure, LoadJob } from './loadChild';
import { type RunningServer, runLoad, startCeiling, startRealServer } from './processes';
import { scenariosFor, THROUGHPUT_SCENARIOS } from './scenarios';

export interface ScaleOptions {
  sizes: number[];
  databases: Dialect[];
  databaseUrl?: string;
  runs: number;
  latencySeconds: number;
  throughputSeconds: number;
  /** runs of each side at 50 connections: more than `runs`, the shares of a noisy machine vary most */
  throughputRuns: number;
  log: (line: string) => void;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}
export interface LatencyFigure {
  database: Dialect;
  size: number;
  scenario: string;
  list: boolean;
  /** the scenario the growth target takes its smallest-size p50 from (scenarios.ts) */
  baselineAtSmallest?: string;
  p50: Spread;
  p99: Spread;
  rps: Spread;
  non2xx: number;
  unanswered: number;
}
export interface ThroughputFigure {
  database: Dialect;
  size: number;
  scenario: string;
  serverRps: Spread;
  ceilingRps: Spread;
  /** each run's server req/s over the ceiling's run right after it: drift of the machine cancels out */
  share: Spread;
  serverP99: Spread;
  non2xx: number;
}
export interface ScaleReport {
  scenario: 'scale';
  options: Omit<ScaleOptions, 'log' | 'databaseUrl'>;
  generateMs: { database: Dialect; size: number; ms: number; rows: ScaleSize }[];
  serverStartMs: { database: Dialect; size: number; ms: number }[];
  restartMs: { database: Dialect; size: number; runsMs: number[] }[];
  latency: LatencyFigure[];
  throughput: ThroughputFigure[];
  elapsedMs: number;
}

const spread = (values: number[]): Spread => ({
  median: round(median(values), 2),
  min: round(Math.min(...values), 2),
  max: round(Math.max(...values), 2),
});

/** GETs a path and fails unless it answers 200; answers the body text. */
async function fetchOk(url: string, token: string): Promise<string> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

function byLabel(figures: LoadFigure[], label: string) {
  return figures.filter((f) => f.label === label);
}

interface Served {
  size: number;
  rows: ScaleSize;
  server: RunningServer;
  token: string;
  /** what to cancel after each load job (PostgreSQL) */
  cancelQueriesIn?: LoadJob['cancelQueriesIn'];
}

async function measureLatency(served: Served[], options: ScaleOptions): Promise<Omit<LatencyFigure, 'database'>[]> {
  const names = scenariosFor(served[0].rows).map((s) => s.name);
  const jobsOf = (seconds: number, label: (name: string, size: number) => string) =>
    names.flatMap((name) =>
      served.map((one) => {
        const scenario = scenariosFor(one.rows).find((s) => s.name === name);
        if (!scenario) throw new Error(`no scenario ${name}`);
        return {
          label: label(name, one.size),
          url: `${one.server.baseUrl}${scenario.path}`,
          headers: { authorization: `Bearer ${one.token}` },
          connections: 10,
          seconds,
          drainUrl: `${one.server.baseUrl}/api/admin/v1/check-token`,
          cancelQueriesIn: one.cancelQueriesIn,
        };
      }),
    );
  for (const one of served) {
    for (const scenario of scenariosFor(one.rows)) await fetchOk(`${one.server.baseUrl}${scenario.path}`, one.token);
  }
  const jobs: LoadJob[] = jobsOf(0.3, () => 'warm-up');
  for (let run = 0; run < options.runs; run++) {
    jobs.push(...jobsOf(options.latencySeconds, (name, size) => `${name} @ ${size}`));
  }
  const figures = await runLoad(jobs);
  return served.flatMap((one) =>
    scenariosFor(one.rows).map((scenario) => {
      const all = byLabel(figures, `${scenario.name} @ ${one.size}`);
      // a run in which no request completed (autocannon's 10 s timeout) has no latency to report
      const runs = all.filter((r) => r.requests > 0);
      if (runs.length === 0) {
        const none = { median: Number.NaN, min: Number.NaN, max: Number.NaN };
        return {
          size: one.size,
          scenario: scenario.name,
          list: scenario.list,
          baselineAtSmallest: scenario.baselineAtSmallest,
          p50: none,
          p99: none,
          rps: none,
          non2xx: 0,
          unanswered: all.length,
        };
      }
      return {
        unanswered: all.length - runs.length,
        size: one.size,
        scenario: scenario.name,
        list: scenario.list,
        baselineAtSmallest: scenario.baselineAtSmallest,
        p50: spread(runs.map((r) => r.p50)),
        p99: spread(runs.map((r) => r.p99)),
        rps: spread(runs.map((r) => r.rps)),
        non2xx: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
      };
    }),
  );
}

async function measureThroughput(
  { server, token, rows: size, cancelQueriesIn }: Served,
  options: ScaleOptions,
): Promise<Omit<ThroughputFigure, 'database' | 'size'>[]> {
  const scenarios = scenariosFor(size).filter((s) => THROUGHPUT_SCENARIOS.includes(s.name));
  const bodies: Record<string, string> = {};
  for (const scenario of scenarios) {
    bodies[scenario.path.split('?')[0]] = await fetchOk(`${server.baseUrl}${scenario.path}`, token);
  }
  const ceiling = await startCeiling(bodies);
  try {
    const headers = { authorization: `Bearer ${token}` };
    const jobs: LoadJob[] = [];
    for (let run = 0; run < options.throughputRuns; run++) {
      for (const scenario of scenarios) {
        for (const [side, baseUrl] of [
          ['server', server.baseUrl],
          ['ceiling', ceiling.baseUrl],
        ]) {
          jobs.push({
            label: `${side} ${scenario.name}`,
            url: `${baseUrl}${scenario.path}`,
            headers,
            connections: 50,
            seconds: options.throughputSeconds,
            drainUrl: `${server.baseUrl}/api/admin/v1/check-token`,
            cancelQueriesIn,
          });
        }
      }
    }
    const figures = await runLoad(jobs);
    return scenarios.map((scenario) => {
      const real = byLabel(figures, `server ${scenario.name}`);
      const ceilingRuns = byLabel(figures, `ceiling ${scenario.name}`);
      return {
        scenario: scenario.name,
        serverRps: spread(real.map((r) => r.rps)),
        ceilingRps: spread(ceilingRuns.map((r) => r.rps)),
        share: spread(real.map((r, run) => r.rps / ceilingRuns[run].rps)),
        serverP99: spread(real.map((r) => r.p99)),
        non2xx: real.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
      };
    });
  } finally {
    await ceiling.stop();
  }
}

export async function runScaleBench(options: ScaleOptions): Promise<ScaleReport> {
  const started = performance.now();
  const { log } = options;
  const report: ScaleReport = {
    scenario: 'scale',
    options: {
      sizes: options.sizes,
      databases: options.databases,
      runs: options.runs,
      latencySeconds: options.latencySeconds,
      throughputSeconds: options.throughputSeconds,
      throughputRuns: options.throughputRuns,
    },
    generateMs: [],
    serverStartMs: [],
    restartMs: [],
    latency: [],
    throughput: [],
    elapsedMs: 0,
  };
  // served by every server started, so that no start (the restarts are timed) builds it
  log(`building the SPA into ${SPA_DIR}`);
  buildSpa();
  const largest = Math.max(...options.sizes);
  for (const kind of options.databases) {
    const databases: ScaleDatabase[] = [];
    const served: Served[] = [];
    const generated: ScaleSize[] = [];
    try {
      for (const n of options.sizes) {
        const database = await createScaleDatabase(kind, options.databaseUrl);
        databases.push(database);
        const handle = database.open();
        const generateStart = performance.now();
        const rows = await generateScaleData(handle.db, kind, n).finally(() => handle.close());
        const generateMs = Math.round(performance.now() - generateStart);
        generated.push(rows);
        report.generateMs.push({ database: kind, size: n, ms: generateMs, rows });
        log(`${kind} ${n}: generated in ${generateMs} ms`);
      }
      // every size served at once (idle while another is loaded), so sizes can be measured interleaved
      for (const [index, n] of options.sizes.entries()) {
        const server = await startRealServer({ ...databases[index].serverEnv, SPA_DIR });
        report.serverStartMs.push({ database: kind, size: n, ms: Math.round(server.startMs) });
        served.push({
          size: n,
          rows: generated[index],
          server,
          token: '',
          cancelQueriesIn:
            kind === 'postgres' && options.databaseUrl
              ? { url: options.databaseUrl, databases: databases.map((d) => d.pgDatabase ?? '') }
              : undefined,
        });
        served[index].token = await server.signIn();
      }
      log(`${kind}: ${served.length} servers started`);
      for (const figure of await measureLatency(served, options)) report.latency.push({ database: kind, ...figure });
      log(`${kind}: latency measured`);
      const top = served.find((one) => one.size === largest);
      if (top) {
        for (const figure of await measureThroughput(top, options)) {
          report.throughput.push({ database: kind, size: largest, ...figure });
        }
        log(`${kind} ${largest}: throughput measured`);
      }
      if (kind === 'sqlite' && top) {
        // the others stop first: a restart is timed on a machine without idle servers of this benchmark
        for (const one of served) if (one !== top) await one.server.stop();
        const runsMs: number[] = [];
        for (let run = 0; run < options.runs; run++) {
          await top.server.stop();
          top.server = await startRealServer({ ...databases[options.sizes.indexOf(largest)].serverEnv, SPA_DIR });
          runsMs.push(Math.round(top.server.startMs));
        }
        report.restartMs.push({ database: kind, size: largest, runsMs });
        log(`${kind} ${largest}: restarts measured`);
      }
    } finally {
      for (const one of served) await one.server.stop();
      for (const database of databases) await database.dispose();
    }
  }
  report.elapsedMs = Math.round(performance.now() - started);
  return report;
}
