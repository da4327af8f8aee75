/** The floor part's arithmetic and wording: every figure beside the minimal app's from the same run. */
import type { LighthouseRun, Preset } from '../lighthouse/measure';
import { type Limit, limitsTable } from '../support/limits';

export const MINIMAL = 'minimal react-admin list';
export const LOGIN = 'login';

/** At most these multiples of the minimal app's figure. */
export const RATIO_TARGETS = { firstRow: 1.1, mobileLcp: 1.2, mobileTbt: 1.1 } as const;
export const LOGIN_PERFORMANCE_TARGET: Record<Preset, number> = { mobile: 95, desktop: 100 };

export interface FloorFigures {
  page: string;
  path: string;
  /** medians of the Lighthouse runs; null when none measured */
  mobile: LighthouseRun | null;
  desktop: LighthouseRun | null;
  /** median ms to the first row; undefined for a page without a list, null when no load measured it */
  firstRowMs?: number | null;
  firstRowRunsMs?: number[];
  failures: string[];
}

export interface FloorReport {
  scenario: 'floor';
  lighthouseRuns: number;
  firstRowLoads: number;
  figures: FloorFigures[];
  limits: Limit[];
}

/** How many times the minimal app's figure ours is; a floor of 0 is met only by 0. */
export function ratioTo(ours: number, floor: number): number {
  if (floor === 0) return ours === 0 ? 1 : Number.POSITIVE_INFINITY;
  return Math.round((ours / floor) * 100) / 100;
}

const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '∞×');
const ms = (value: number) => `${Math.round(value)} ms`;
const notMeasured = (figure: FloorFigures | undefined) => `not measured: ${figure?.failures[0] ?? 'no run'}`;

function atMost(
  check: string,
  ours: number | null | undefined,
  floor: number | null | undefined,
  target: number,
  missing: string,
): Limit {
  if (ours == null || floor == null) return { check, value: missing, passed: false };
  const ratio = ratioTo(ours, floor);
  return { check, value: `${ms(ours)} / ${ms(floor)} = ${times(ratio)}`, passed: ratio <= target };
}

function atLeastFloor(check: string, ours: number | undefined, floor: number | undefined, missing: string): Limit {
  if (ours === undefined || floor === undefined) return { check, value: missing, passed: false };
  return { check, value: `${ours} vs ${floor}`, passed: ours >= floor };
}

export function floorLimits(figures: readonly FloorFigures[]): Limit[] {
  const minimal = figures.find((f) => f.page === MINIMAL);
  const screens = figures.filter((f) => f.page !== MINIMAL && f.page !== LOGIN);
  const login = figures.find((f) => f.page === LOGIN);
  const missing = (figure: FloorFigures) => notMeasured(minimal?.mobile && minimal.desktop ? figure : minimal);
  const perScreen = screens.flatMap((screen) => [
    atMost(
      `${screen.page}: first row at most ${RATIO_TARGETS.firstRow}× the minimal app's`,
      screen.firstRowMs,
      minimal?.firstRowMs,
      RATIO_TARGETS.firstRow,
      notMeasured(screen.firstRowMs == null ? screen : minimal),
    ),
    atMost(
      `${screen.page}: mobile LCP at most ${RATIO_TARGETS.mobileLcp}×`,
      screen.mobile?.lcp,
      minimal?.mobile?.lcp,
      RATIO_TARGETS.mobileLcp,
      missing(screen),
    ),
    atMost(
      `${screen.page}: mobile TBT at most ${RATIO_TARGETS.mobileTbt}×`,
      screen.mobile?.tbt,
      minimal?.mobile?.tbt,
      RATIO_TARGETS.mobileTbt,
      missing(screen),
    ),
    ...(['mobile', 'desktop'] as const).map((preset) =>
      atLeastFloor(
        `${screen.page}: ${preset} performance at least the minimal app's`,
        screen[preset]?.performance,
        minimal?.[preset]?.performance,
        missing(screen),
      ),
    ),
  ]);
  const loginLimits = (['mobile', 'desktop'] as const).map((preset) => {
    const target = LOGIN_PERFORMANCE_TARGET[preset];
    const check = `login: ${preset} performance at least ${target}`;
    const performance = login?.[preset]?.performance;
    if (performance === undefined) return { check, value: notMeasured(login), passed: false };
    return { check, value: String(performance), passed: performance >= target };
  });
  return [...perScreen, ...(login ? loginLimits : [])];
}

/** `ours (ratio×)`, or the bare figure on the minimal app's own row. */
function cell(ours: number | null | undefined, floor: number | null | undefined, unit: string, own: boolean): string {
  if (ours == null) return '–';
  const value = `${Math.round(ours)}${unit}`;
  return own || floor == null ? value : `${value} (${times(ratioTo(ours, floor))})`;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function floorMarkdown(report: FloorReport): string {
  const minimal = report.figures.find((f) => f.page === MINIMAL);
  const failed = report.figures.filter((f) => f.failures.length > 0);
  const rows = report.figures.map((f) => {
    const own = f === minimal;
    const { mobile: m, desktop: d } = f;
    const firstRow = f.firstRowMs === undefined ? 'n/a' : cell(f.firstRowMs, minimal?.firstRowMs, ' ms', own);
    return [
      f.page,
      `\`${f.path}\``,
      cell(m?.performance, minimal?.mobile?.performance, '', own),
      cell(m?.fcp, minimal?.mobile?.fcp, ' ms', own),
      cell(m?.lcp, minimal?.mobile?.lcp, ' ms', own),
      cell(m?.tbt, minimal?.mobile?.tbt, ' ms', own),
      cell(d?.performance, minimal?.desktop?.performance, '', own),
      cell(d?.lcp, minimal?.desktop?.lcp, ' ms', own),
      firstRow,
      m ? kB(m.jsGzipBytes) : '–',
    ];
  });
  return [
    '## Floor: our screens beside the smallest react-admin app',
    '',
    "The minimal app (`<Admin dataProvider={simpleRestProvider('/api')}>` with one `<Resource>` whose list is a",
    "6-column `DataTable`, `bench/floor/minimal/`) is built by Vite from this repository's node_modules and served by",
    "our server's own static plugin (brotli beside each file, immutable assets) with the 20 payment rows our",
    '`/payment` shows. Our screens come from the real server with demo data, signed in: the browser keeps what',
    "signing in keeps (the admin's token and /user-info's answer).",
    `The pages take turns within each run, each load with an empty HTTP cache: Lighthouse 12 on Debian's Chromium,`,
    `medians of ${report.lighthouseRuns} runs per page and preset; the first row without throttling (1440×900, from`,
    `the navigation's start to the first table row holding a number, as the page saw it), median of`,
    `${report.firstRowLoads} loads. In brackets: the figure over the minimal app's in the same run. JS: the scripts`,
    'a mobile run fetched, as built, gzipped.',
    '',
    '| page | path | mobile perf | mobile FCP | mobile LCP | mobile TBT | desktop perf | desktop LCP | first row | JS gz |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    ...(failed.length
      ? [
          '',
          `Runs that measured nothing, left out of their medians: ${failed
            .map((f) => `${f.page}: ${f.failures.length} (${f.failures.join('; ')})`)
            .join(', ')}.`,
        ]
      : []),
    '',
    ...limitsTable(report.limits, 'target'),
  ].join('\n');
}
