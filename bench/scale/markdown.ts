/** The scale benchmark's section of bench/REPORT.md: the targets with their figures, then the tables. */
import type { Dialect } from '../../server/db/connection';
import { type Limit, limitsTable } from '../support/limits';
import { round } from '../support/timing';
import type { LatencyFigure, ScaleReport, Spread } from './run';

export const SCALE_TARGETS = {
  listGrowth: 1.5,
  throughputShare: 0.4,
  p99Ms: 50,
  startMs: 3_000,
} as const;

const n = (value: number) => value.toLocaleString('en');
const ms = (s: Spread) => `${s.median} (${s.min}–${s.max})`;
const percent = (s: Spread) =>
  `${Math.round(s.median * 100)}% (${Math.round(s.min * 100)}–${Math.round(s.max * 100)}%)`;
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** p50 at the largest size over p50 at the smallest, the latter of `baseline` when given (scenarios.ts). */
function growth(report: ScaleReport, database: Dialect, scenario: string, baseline = scenario) {
  const figuresOf = (name: string) => report.latency.filter((f) => f.database === database && f.scenario === name);
  const figures = figuresOf(scenario);
  const sizes = [...new Set(figures.map((f) => f.size))].sort((a, b) => a - b);
  const first = figuresOf(baseline).find((f) => f.size === sizes[0]);
  const last = figures.find((f) => f.size === sizes.at(-1));
  if (!first || !last) return undefined;
  if (Number.isNaN(last.p50.median) || Number.isNaN(first.p50.median)) return { first, last, ratio: Number.NaN };
  return { first, last, ratio: round(last.p50.median / first.p50.median, 2) };
}

const baselineOf = (report: ScaleReport, scenario: string) =>
  report.latency.find((f) => f.scenario === scenario)?.baselineAtSmallest ?? scenario;

export function scaleTargets(report: ScaleReport): Limit[] {
  const targets: Limit[] = [];
  const sizes = report.options.sizes;
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  for (const database of report.options.databases) {
    const lists = [...new Set(report.latency.filter((f) => f.list && f.database === database).map((f) => f.scenario))];
    for (const scenario of lists) {
      const baseline = baselineOf(report, scenario);
      const g = growth(report, database, scenario, baseline);
      if (!g) continue;
      const against = baseline === scenario ? '' : ` of ${baseline}`;
      targets.push({
        check: `${database}: ${scenario}, p50 at ${n(largest)} at most ${SCALE_TARGETS.listGrowth}x p50${against} at ${n(smallest)}`,
        value: Number.isNaN(g.ratio)
          ? 'no answers within 10 s at the largest size'
          : `${g.ratio}x (${g.first.p50.median} -> ${g.last.p50.median} ms)`,
        passed: g.ratio <= SCALE_TARGETS.listGrowth,
      });
    }
  }
  for (const t of report.throughput) {
    const share = t.share.median;
    targets.push({
      check: `${t.database}: ${t.scenario} at 50 connections, at least ${SCALE_TARGETS.throughputShare * 100}% of the bare ceiling's throughput`,
      value: `${percent(t.share)}`,
      passed: share >= SCALE_TARGETS.throughputShare,
    });
    targets.push({
      check: `${t.database}: ${t.scenario} at 50 connections, p99 under ${SCALE_TARGETS.p99Ms} ms`,
      value: `${t.serverP99.median} ms`,
      passed: t.serverP99.median < SCALE_TARGETS.p99Ms,
    });
  }
  for (const r of report.restartMs) {
    const median = medianOf(r.runsMs);
    targets.push({
      check: `\`npm start\` on an existing ${r.database} database (${n(r.size)} rows) serving within ${SCALE_TARGETS.startMs} ms`,
      value: `${Math.round(median)} ms`,
      passed: median <= SCALE_TARGETS.startMs,
    });
  }
  return targets;
}

function growthTable(report: ScaleReport, database: Dialect): string[] {
  const sizes = [...report.options.sizes].sort((a, b) => a - b);
  const scenarios = [...new Set(report.latency.filter((f) => f.database === database).map((f) => f.scenario))];
  const cell = (f: LatencyFigure | undefined) => {
    if (!f) return '–';
    if (Number.isNaN(f.p50.median)) return 'no answer in 10 s';
    const warnings = [f.non2xx && `${f.non2xx} failed`, f.unanswered && `${f.unanswered} of the runs unanswered`];
    const shown = warnings.filter(Boolean);
    return `${ms(f.p50)}${shown.length ? ` ⚠ ${shown.join(', ')}` : ''}`;
  };
  return [
    `**${database}**: p50 ms, median of the runs (min–max); p99 and req/s at 10 connections in bench/results/scale.json`,
    '',
    `| scenario | ${sizes.map(n).join(' | ')} | largest / smallest |`,
    `|---|${sizes.map(() => '---:').join('|')}|---:|`,
    ...scenarios.map((scenario) => {
      const g = growth(report, database, scenario);
      const cells = sizes.map((size) =>
        cell(report.latency.find((f) => f.database === database && f.scenario === scenario && f.size === size)),
      );
      const baseline = baselineOf(report, scenario);
      const held = !g?.last.list ? ' (no target)' : baseline === scenario ? '' : ` (target: against ${baseline})`;
      return `| ${scenario} | ${cells.join(' | ')} | ${g && !Number.isNaN(g.ratio) ? `${g.ratio}x${held}` : '–'} |`;
    }),
  ];
}

export function scaleMarkdown(report: ScaleReport): string {
  const { options } = report;
  const targets = scaleTargets(report);
  const lines = [
    '## Speed at scale',
    '',
    `Sizes ${options.sizes.map(n).join(', ')} (users, payments, tickets; fixtures a tenth; one game week of up to`,
    '100,000 entries with 11 picks each), each in a fresh database, the real server (`node scripts/start.mjs` as `npm start`, bundle prebuilt) started on it.',
    `autocannon in a second process on loopback, no pipelining: ${options.runs} runs of ${options.latencySeconds} s per`,
    `scenario at 10 connections (interleaved), and at the largest size ${options.throughputRuns} runs of ${options.throughputSeconds} s`,
    'at 50 connections against a bare Fastify server answering the same JSON from memory (the ceiling), alternating;',
    "a throughput share is the median of each server run's req/s over the ceiling run right after it.",
    "Figures are medians of the runs with (min–max). The machine's speed moves during a run (the ceiling's own",
    'req/s can vary 2x between runs): single figures are noisy, the ratios measured side by side are the more telling.',
    `Whole scale run: ${round(report.elapsedMs / 1000, 0)} s.`,
    '',
    '### Targets',
    '',
    ...limitsTable(targets, 'target'),
    '',
    '### Growth of every scenario from the smallest to the largest size',
    '',
  ];
  for (const database of options.databases) lines.push(...growthTable(report, database), '');
  if (report.throughput.length) {
    lines.push(
      '### Throughput at 50 connections against the ceiling',
      '',
      '| database | size | scenario | server req/s | ceiling req/s | share | server p99 ms | failed |',
      '|---|---:|---|---:|---:|---:|---:|---:|',
      ...report.throughput.map(
        (t) =>
          `| ${t.database} | ${n(t.size)} | ${t.scenario} | ${ms(t.serverRps)} | ${ms(t.ceilingRps)} | ${percent(t.share)} | ${ms(t.serverP99)} | ${t.non2xx} |`,
      ),
      '',
    );
  }
  lines.push(
    '### Data generation and server start',
    '',
    '| database | size | generate ms | first start ms (until it answers) |',
    '|---|---:|---:|---:|',
    ...report.generateMs.map((g) => {
      const start = report.serverStartMs.find((s) => s.database === g.database && s.size === g.size);
      return `| ${g.database} | ${n(g.size)} | ${n(g.ms)} | ${start ? n(start.ms) : '–'} |`;
    }),
    ...report.restartMs.map((r) => `\nRestarts on the existing ${r.database} database: ${r.runsMs.join(', ')} ms.`),
  );
  return lines.join('\n');
}
