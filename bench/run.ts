/**
 * A missed limit is reported and the exit code stays 0: benchmarks are measurements, not tests.
 * `--quick`: sizes 1k and 10k only. BENCH_ONLY=<scenario,...> rewrites only those sections of the report;
 * BENCH_OUTPUT_DIR writes elsewhere than bench/. PostgreSQL is measured when DATABASE_URL is set.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleMarkdown, runBundleBench } from './bundle/run';
import { coldStartMarkdown, runColdStartBench } from './coldstart/run';
import { excelMarkdown, excelOptionsFromEnv, runExcelBench } from './excel';
import { firstRowsMarkdown, runFirstRowsBench } from './firstrows/run';
import { floorMarkdown } from './floor/report';
import { floorOptionsFromEnv, runFloorBench } from './floor/run';
import { lighthouseMarkdown, runLighthouseBench } from './lighthouse/run';
import { liveMarkdown, runLiveBench } from './live';
import { reportWithSections } from './reportSections';
import { scaleMarkdown } from './scale/markdown';
import { runScaleBench } from './scale/run';
import { versionsLine } from './scale/versions';
import { optionsFromEnv, runSummariseBench, type SummariseReport } from './summarise';
import { limitsTable } from './support/limits';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
/** where REPORT.md and results/ go */
const OUTPUT_DIR = resolve(process.env.BENCH_OUTPUT_DIR || BENCH_DIR);
const QUICK = process.argv.includes('--quick');
const DATABASE_URL = process.env.DATABASE_URL || undefined;

interface Scenario {
  name: string;
  run(log: (line: string) => void): Promise<{ json: unknown; markdown: string }>;
}

function summariseMarkdown(report: SummariseReport): string {
  const lines = [
    '## Summarise a game week',
    '',
    '`PUT /admin/v1/game-week-player-all-results/:id`: one set-based UPDATE of every entry of the game week',
    '(11 picks each). *endpoint*: the whole call through the app (auth, transaction, statement, audit row);',
    '*direct*: the same statement text run straight on the database by a plain driver connection.',
    `Medians of ${report.runs} runs each, alternating. On PostgreSQL both sides run with \`jit = off\`, as the`,
    'endpoint does: JIT compilation costs more than it saves on this statement (server/domain/summarise.ts).',
    `Data generated (not timed) in ${Object.entries(report.generateMs)
      .map(([database, ms]) => `${ms} ms on ${database}`)
      .join(', ')}.`,
    '',
    '| database | entries | picks | endpoint ms | direct ms | endpoint / direct |',
    '|---|---:|---:|---:|---:|---:|',
    ...report.figures.map(
      (f) =>
        `| ${f.database} | ${f.entries.toLocaleString('en')} | ${f.picks.toLocaleString('en')} | ${f.endpointMs} | ${f.directMs} | ${f.ratio} |`,
    ),
    '',
    ...limitsTable(report.limits),
  ];
  if (!report.figures.some((f) => f.database === 'postgres')) {
    lines.push('', 'PostgreSQL was not measured: set `DATABASE_URL` to include it.');
  }
  return lines.join('\n');
}

const SCENARIOS: Scenario[] = [
  {
    name: 'scale',
    async run(log) {
      const report = await runScaleBench({
        sizes: QUICK ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000],
        databases: DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'],
        databaseUrl: DATABASE_URL,
        runs: 3,
        latencySeconds: 1,
        throughputSeconds: 2,
        throughputRuns: 5,
        log,
      });
      return { json: report, markdown: scaleMarkdown(report) };
    },
  },
  {
    name: 'firstrows',
    async run(log) {
      const report = await runFirstRowsBench({
        size: QUICK ? 10_000 : 100_000,
        runs: QUICK ? 3 : 5,
        resultsDir: join(OUTPUT_DIR, 'results'),
        log,
      });
      return { json: report, markdown: firstRowsMarkdown(report) };
    },
  },
  {
    name: 'summarise',
    async run(log) {
      const fromEnv = optionsFromEnv();
      const report = await runSummariseBench({
        sizes: fromEnv.sizes ?? (QUICK ? [1_000, 10_000] : undefined),
        runs: fromEnv.runs,
        log,
      });
      return { json: report, markdown: summariseMarkdown(report) };
    },
  },
  {
    name: 'excel',
    async run(log) {
      const options = excelOptionsFromEnv();
      const report = await runExcelBench({
        ...options,
        ...(QUICK ? { buildEntries: 1_000, streamEntries: 10_000, runs: 1 } : {}),
        log,
      });
      return { json: report, markdown: excelMarkdown(report) };
    },
  },
  {
    name: 'live',
    async run(log) {
      const report = await runLiveBench({ clients: QUICK ? 100 : 500, burst: QUICK ? 200 : 1_000, single: 20, log });
      return { json: report, markdown: liveMarkdown(report) };
    },
  },
  {
    name: 'bundle',
    async run(log) {
      const report = runBundleBench(dirname(BENCH_DIR), log);
      return { json: report, markdown: bundleMarkdown(report) };
    },
  },
  {
    name: 'lighthouse',
    async run(log) {
      const report = await runLighthouseBench(QUICK ? 1 : 3, log);
      return { json: report, markdown: lighthouseMarkdown(report) };
    },
  },
  {
    name: 'floor',
    async run(log) {
      const options = floorOptionsFromEnv(log);
      const report = await runFloorBench(QUICK ? { ...options, lighthouseRuns: 1, firstRowLoads: 2 } : options);
      return { json: report, markdown: floorMarkdown(report) };
    },
  },
  {
    name: 'coldstart',
    async run(log) {
      const report = await runColdStartBench(dirname(BENCH_DIR), QUICK ? 1 : 3, log);
      return { json: report, markdown: coldStartMarkdown(report) };
    },
  },
];

function machineLine(): string {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${load} (1/5/15 min) at the end`;
}

function commandLine(only: string[] | undefined): string {
  return `${only ? `BENCH_ONLY=${only.join(',')} ` : ''}npm run bench${QUICK ? ' -- --quick' : ''}`;
}

/** causes of the missed targets and the fixes made, written by hand from measurements (not regenerated) */
const findings = () => readFile(join(BENCH_DIR, 'FINDINGS.md'), 'utf8');

async function wholeReport(only: string[] | undefined, sections: string[], elapsedMs: number): Promise<string> {
  return [
    '# Benchmark report',
    '',
    `Written by \`${commandLine(only)}\` on ${new Date().toISOString()}; ${machineLine()}.`,
    `Versions: ${await versionsLine(DATABASE_URL)}.`,
    `Whole run: ${Math.round(elapsedMs / 1000)} s.${DATABASE_URL ? '' : ' PostgreSQL not measured (DATABASE_URL unset).'}`,
    '',
    ...sections.flatMap((section) => [section, '']),
    await findings(),
  ].join('\n');
}

async function partsReport(previous: string, only: string[], sections: string[]): Promise<string> {
  const dated = `_This section alone was measured by \`${commandLine(only)}\` on ${new Date().toISOString()}; ${machineLine()}; the others are from their own runs, as dated._`;
  return reportWithSections(
    previous,
    sections.map((section) => `${section}\n\n${dated}`),
    await findings(),
  );
}

async function main() {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const only = process.env.BENCH_ONLY?.split(',');
  const started = performance.now();
  const sections: string[] = [];
  await mkdir(join(OUTPUT_DIR, 'results'), { recursive: true });
  for (const scenario of SCENARIOS) {
    if (only && !only.includes(scenario.name)) continue;
    log(`--- ${scenario.name}`);
    const { json, markdown } = await scenario.run(log);
    await writeFile(join(OUTPUT_DIR, 'results', `${scenario.name}.json`), `${JSON.stringify(json, null, 2)}\n`);
    sections.push(markdown);
    log(markdown);
  }
  const reportFile = join(OUTPUT_DIR, 'REPORT.md');
  const report =
    only && existsSync(reportFile)
      ? await partsReport(await readFile(reportFile, 'utf8'), only, sections)
      : await wholeReport(only, sections, performance.now() - started);
  await writeFile(reportFile, report);
  log(`report written to ${reportFile}`);
}

await main();
