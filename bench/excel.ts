/**
 * The Excel export: the SPA's in-memory build in headless Chromium (bundled as the SPA is) against the same
 * builder in Node, then the server streaming a much larger game week over real HTTP.
 *
 * Run alone: `npx tsx bench/excel.ts`. Settings: BENCH_EXCEL_BUILD_ENTRIES (10000),
 * BENCH_EXCEL_STREAM_ENTRIES (100000), BENCH_EXCEL_RUNS (3).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { buildApp } from '../server/app';
import { manualClock } from '../server/clock';
import { loadConfig } from '../server/config';
import type { Dialect } from '../server/db/connection';
import { buildWorkbook } from '../src/screens/settings/excel/buildWorkbook';
import { launchBrowser } from '../tests/e2e/support/browser';
import { syntheticExport } from './excelData';
import type { PageBuildResult } from './excelPage';
import { addGameWeek, analyze, bulkLoad, loadLeague } from './summariseData';
import { benchToken } from './support/benchToken';
import { openBenchDatabase } from './support/database';
import { type Limit, limitsTable } from './support/limits';
import { median, round, timed } from './support/timing';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const WARM_UP_GAME_WEEK = 2;
/** set in the child process that measures one stream: {"kind", "entries"} */
const CHILD_ENV = 'BENCH_EXCEL_STREAM_CHILD';

export const EXCEL_LIMITS = {
  browserBuildMs: 5_000,
  browserOverNode: 1.5,
  streamMs: 10_000,
  streamGrowthMb: 200,
} as const;

export interface BuildFigure {
  entries: number;
  picks: number;
  nodeMs: number;
  browserMs: number;
  ratio: number;
  nodeRunsMs: number[];
  browserRunsMs: number[];
  fileBytes: number;
  /** the tab's JavaScript heap at its highest while building, as sampled every 100 ms */
  browserPeakHeapMb: number;
  /** the machine's 1-minute load average after the last run */
  loadAverage: number;
}

export interface StreamFigure {
  database: Dialect;
  entries: number;
  picks: number;
  totalMs: number;
  runsMs: number[];
  firstByteMs: number;
  fileBytes: number;
  /** the largest growth of resident memory during one download, from a settled process before it */
  rssGrowthMb: number;
  heapGrowthMb: number;
  /** CPU time of the server process per download (all its threads: zlib runs on the pool) */
  cpuMs: number;
  loadAverage: number;
  generateMs: number;
}

export interface ExcelBenchReport {
  scenario: 'excel';
  runs: number;
  build: BuildFigure;
  stream: StreamFigure[];
  limits: Limit[];
}

export interface ExcelBenchOptions {
  buildEntries?: number;
  streamEntries?: number;
  runs?: number;
  databaseUrl?: string;
  log?: (line: string) => void;
}

export function excelOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ExcelBenchOptions {
  const number = (value: string | undefined) => (value ? Number(value) : undefined);
  return {
    buildEntries: number(env.BENCH_EXCEL_BUILD_ENTRIES),
    streamEntries: number(env.BENCH_EXCEL_STREAM_ENTRIES),
    runs: number(env.BENCH_EXCEL_RUNS),
    databaseUrl: env.DATABASE_URL,
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};

/** Bundled the way the SPA is built, exceljs as a chunk of its own. */
async function buildBenchPage(outDir: string, sourceDir: string) {
  const { build } = await import('vite');
  await writeFile(
    join(sourceDir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><script type="module" src="./main.ts"></script>',
  );
  await writeFile(join(sourceDir, 'main.ts'), `import ${JSON.stringify(join(BENCH_DIR, 'excelPage.ts'))};\n`);
  await build({ configFile: false, root: sourceDir, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

function serveDirectory(dir: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(join(dir, new URL(request.url ?? '/', 'http://bench').pathname));
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measureBuild(entries: number, runs: number, log: (line: string) => void): Promise<BuildFigure> {
  const work = await mkdtemp(join(tmpdir(), 'matchday-excel-bench-'));
  const outDir = join(work, 'dist');
  await buildBenchPage(outDir, work);
  const server = await serveDirectory(outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => 'excelBench' in window);
    // the tab's JavaScript heap, polled through the DevTools protocol while the page is busy building
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapMb = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / MB;
    };
    const inBrowser = async (n: number) => {
      let peak = await heapMb();
      let polling = true;
      const poll = (async () => {
        while (polling) {
          peak = Math.max(peak, await heapMb());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      try {
        const result = (await page.evaluate((count) => window.excelBench.build(count), n)) as PageBuildResult;
        return { ...result, peakHeapMb: peak };
      } finally {
        polling = false;
        await poll;
      }
    };
    const input = syntheticExport(entries);
    const inNode = async () => {
      let bytes = 0;
      const ms = await timed(async () => {
        bytes = (await buildWorkbook(ExcelJS, input)).length;
      });
      return { ms, bytes };
    };
    // warm-up, untimed: the chunk load, the JIT
    await inBrowser(500);
    await buildWorkbook(ExcelJS, syntheticExport(500));

    const nodeRunsMs: number[] = [];
    const browserRunsMs: number[] = [];
    let fileBytes = 0;
    let browserPeakHeapMb = 0;
    for (let run = 0; run < runs; run++) {
      const node = await inNode();
      const chromium = await inBrowser(entries);
      nodeRunsMs.push(round(node.ms, 0));
      browserRunsMs.push(round(chromium.ms, 0));
      fileBytes = chromium.bytes;
      browserPeakHeapMb = Math.max(browserPeakHeapMb, round(chromium.peakHeapMb, 0));
      log(
        `build ${entries} entries, run ${run + 1}: node ${round(node.ms, 0)} ms, chromium ${round(chromium.ms, 0)} ms`,
      );
    }
    const nodeMs = median(nodeRunsMs);
    const browserMs = median(browserRunsMs);
    return {
      entries,
      picks: entries * 11,
      nodeMs,
      browserMs,
      ratio: round(browserMs / nodeMs, 2),
      nodeRunsMs,
      browserRunsMs,
      fileBytes,
      browserPeakHeapMb,
      loadAverage: round(loadavg()[0], 1),
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(work, { recursive: true, force: true });
  }
}

/** From sending the request to the last byte, on the client's own clock. */
interface DownloadFigure {
  totalMs: number;
  firstByteMs: number;
  fileBytes: number;
}

/**
 * The client reading the export runs as a process of its own (node:http; the body is counted and dropped):
 * inside the server's process its reading would add its CPU and memory to the export's figures.
 */
const DOWNLOAD_CLIENT = `
const http = require('node:http');
const [url, token] = process.argv.slice(1);
const start = performance.now();
let firstByteMs = 0;
let fileBytes = 0;
http
  .get(url, { headers: { authorization: 'Bearer ' + token } }, (response) => {
    if (response.statusCode !== 200) throw new Error('the export answered ' + response.statusCode);
    response.on('data', (chunk) => {
      if (fileBytes === 0) firstByteMs = performance.now() - start;
      fileBytes += chunk.length;
    });
    response.on('end', () => console.log(JSON.stringify({ totalMs: performance.now() - start, firstByteMs, fileBytes })));
  })
  .on('error', (error) => {
    throw error;
  });
`;

async function lastJsonLineOf<T>(what: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<T> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    output += text;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${what} failed (exit ${code})`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as T;
}

const downloadInClient = (url: string, token: string) =>
  lastJsonLineOf<DownloadFigure>('the download client', ['-e', DOWNLOAD_CLIENT, url, token]);

async function measureStream(
  kind: Dialect,
  entries: number,
  streamRuns: number,
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<StreamFigure> {
  const database = await openBenchDatabase(kind, databaseUrl);
  const clock = manualClock('2026-01-10T09:30:00.000Z');
  const app = await buildApp({ database, config: { ...loadConfig({}), spaDir: '/nonexistent-spa-build' }, clock });
  try {
    await loadLeague(database.db);
    const generateMs = await timed(() =>
      bulkLoad(database.db, kind, async () => {
        await addGameWeek(database.db, kind, 1, entries);
        await addGameWeek(database.db, kind, WARM_UP_GAME_WEEK, 1_000);
      }),
    );
    await analyze(database.db);
    log(`${kind}: generated ${entries} entries x 11 picks in ${round(generateMs, 0)} ms`);
    const token = await benchToken(database.db, clock);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const download = (gameWeekId: number) =>
      downloadInClient(`http://127.0.0.1:${port}/api/admin/v1/downloadexcel/${gameWeekId}.xlsx`, token);
    // warm-up, untimed: a small game week, so code loading and compilation are not counted as growth
    await download(WARM_UP_GAME_WEEK);
    await new Promise((resolve) => setTimeout(resolve, 500)); // let the garbage so far settle

    // growth from a settled process: an export must not hold much at once; garbage V8 collects later is fine
    const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => {});
    let rssGrowth = 0;
    let heapGrowth = 0;
    let cpuMicros = 0;
    const downloads: DownloadFigure[] = [];
    for (let run = 0; run < streamRuns; run++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      }, 20);
      const cpuBefore = process.cpuUsage();
      try {
        downloads.push(await download(1));
      } finally {
        clearInterval(sampler);
      }
      const cpu = process.cpuUsage(cpuBefore);
      cpuMicros += cpu.user + cpu.system;
      rssGrowth = Math.max(rssGrowth, peakRss - before.rss);
      heapGrowth = Math.max(heapGrowth, peakHeap - before.heapUsed);
    }
    const runsMs = downloads.map((one) => round(one.totalMs, 0));
    const totalMs = median(runsMs);
    const { firstByteMs, fileBytes } = downloads[0];
    const figure: StreamFigure = {
      database: kind,
      entries,
      picks: entries * 11,
      totalMs: round(totalMs, 0),
      runsMs,
      firstByteMs: round(firstByteMs, 0),
      fileBytes,
      rssGrowthMb: round(rssGrowth / MB, 1),
      heapGrowthMb: round(heapGrowth / MB, 1),
      cpuMs: round(cpuMicros / 1000 / streamRuns, 0),
      loadAverage: round(loadavg()[0], 1),
      generateMs: round(generateMs, 0),
    };
    log(
      `${kind}: streamed ${entries} entries in ${figure.totalMs} ms (median of ${runsMs.join(', ')}; first byte ${figure.firstByteMs} ms), ` +
        `${round(fileBytes / MB, 1)} MB, rss +${figure.rssGrowthMb} MB, heap +${figure.heapGrowthMb} MB, ` +
        `cpu ${figure.cpuMs} ms, load ${figure.loadAverage}`,
    );
    return figure;
  } finally {
    await app.close();
    await database.dispose();
  }
}

/** A process of its own, so the memory growth is the export's alone, not shaped by what ran before. */
async function measureStreamInChild(
  kind: Dialect,
  entries: number,
  runs: number,
  databaseUrl: string | undefined,
): Promise<StreamFigure> {
  return lastJsonLineOf<StreamFigure>(
    `the stream measurement on ${kind}`,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)],
    { ...process.env, DATABASE_URL: databaseUrl ?? '', [CHILD_ENV]: JSON.stringify({ kind, entries, runs }) },
  );
}

export async function runExcelBench(options: ExcelBenchOptions = {}): Promise<ExcelBenchReport> {
  const { buildEntries = 10_000, streamEntries = 100_000, runs = 3, databaseUrl, log = () => {} } = options;
  const build = await measureBuild(buildEntries, runs, log);
  const stream: StreamFigure[] = [await measureStreamInChild('sqlite', streamEntries, runs, undefined)];
  if (databaseUrl) stream.push(await measureStreamInChild('postgres', streamEntries, runs, databaseUrl));
  const limits = [
    {
      check: `Chromium builds ${buildEntries.toLocaleString('en')} entries in under ${EXCEL_LIMITS.browserBuildMs / 1000} s`,
      passed: build.browserMs < EXCEL_LIMITS.browserBuildMs,
      value: `${build.browserMs} ms`,
    },
    {
      check: `Chromium takes at most ${EXCEL_LIMITS.browserOverNode}x Node's time`,
      passed: build.ratio <= EXCEL_LIMITS.browserOverNode,
      value: `${build.ratio}x`,
    },
    ...stream.flatMap((figure) => [
      {
        check: `${figure.database}: ${figure.entries.toLocaleString('en')} entries streamed in under ${EXCEL_LIMITS.streamMs / 1000} s`,
        passed: figure.totalMs < EXCEL_LIMITS.streamMs,
        value: `${figure.totalMs} ms`,
      },
      {
        check: `${figure.database}: memory grows by less than ${EXCEL_LIMITS.streamGrowthMb} MB while streaming`,
        passed: figure.rssGrowthMb < EXCEL_LIMITS.streamGrowthMb,
        value: `${figure.rssGrowthMb} MB`,
      },
    ]),
  ];
  return { scenario: 'excel', runs, build, stream, limits };
}

export function excelMarkdown(report: ExcelBenchReport): string {
  const { build } = report;
  const lines = [
    '## Excel export of a game week',
    '',
    `**Building in memory** (the SPA's builder, src/screens/settings/excel/buildWorkbook.ts): ${build.entries.toLocaleString('en')} entries x 11 picks`,
    `(Entries + Picks sheets, ${(build.entries * 12 + 2).toLocaleString('en')} rows), headless Chromium against Node, medians of ${report.runs} alternating runs.`,
    '',
    '| entries | picks | Node ms | Chromium ms | Chromium / Node | file | Chromium heap peak | load average |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${build.entries.toLocaleString('en')} | ${build.picks.toLocaleString('en')} | ${build.nodeMs} | ${build.browserMs} | ${build.ratio} | ${round(build.fileBytes / MB, 1)} MB | ${build.browserPeakHeapMb} MB | ${build.loadAverage} |`,
    '',
    '**Streaming from the server** (`GET /api/admin/v1/downloadexcel/:id.xlsx`, exceljs streaming writer, over HTTP,',
    'in a process of its own after a small warm-up export, the client in another; median of the downloads with',
    '(min–max)): memory is the largest growth of the resident size during one download, garbage of the one before',
    'collected first; CPU is the',
    "process's own per download (all threads). Wall-clock figures grow with the machine's",
    `load: the load average (${cpus().length} CPUs here) is given beside them.`,
    '',
    '| database | entries | picks | total ms | CPU ms | first byte ms | file | RSS growth | heap growth | load average |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.stream.map(
      (f) =>
        `| ${f.database} | ${f.entries.toLocaleString('en')} | ${f.picks.toLocaleString('en')} | ${f.totalMs} (${Math.min(...f.runsMs)}–${Math.max(...f.runsMs)}) | ${f.cpuMs} | ${f.firstByteMs} | ${round(f.fileBytes / MB, 1)} MB | ${f.rssGrowthMb} MB | ${f.heapGrowthMb} MB | ${f.loadAverage} |`,
    ),
    '',
    ...limitsTable(report.limits),
  ];
  if (!report.stream.some((f) => f.database === 'postgres')) {
    lines.push('', 'PostgreSQL was not measured: set `DATABASE_URL` to include it.');
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const child = process.env[CHILD_ENV];
  if (child) {
    const { kind, entries, runs = 1 } = JSON.parse(child) as { kind: Dialect; entries: number; runs?: number };
    const figure = await measureStream(kind, entries, runs, process.env.DATABASE_URL || undefined, log);
    process.stdout.write(`${JSON.stringify(figure)}\n`);
  } else {
    const report = await runExcelBench({ ...excelOptionsFromEnv(), log });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n\n${excelMarkdown(report)}\n`);
  }
}
