/** BENCH_ONLY=lighthouse runs it alone: the login page and three signed-in screens, mobile and desktop. */
import { type Limit, limitsTable } from '../support/limits';
import {
  type LighthouseRun,
  measureWithLighthouse,
  type PageFigures,
  type PageToMeasure,
  type Preset,
} from './measure';

export const LIGHTHOUSE_PAGES: PageToMeasure[] = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'payments', path: '/payment', signedIn: true },
  { name: 'members', path: '/userdetail', signedIn: true },
  { name: 'game-week detail', path: '/edit-game-week/1', signedIn: true },
];

export const PERFORMANCE_TARGET: Record<Preset, number> = { mobile: 90, desktop: 98 };
export const LOGIN_JS_GZIP_TARGET = 150_000;
export const FIRST_SCREEN_JS_GZIP_TARGET = 250_000;

export interface LighthouseReport {
  runs: number;
  figures: PageFigures[];
  medians: { page: string; preset: Preset; median: LighthouseRun | null; failures: string[] }[];
  limits: Limit[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function medianRun(runs: LighthouseRun[]): LighthouseRun | null {
  if (runs.length === 0) return null;
  const keys = Object.keys(runs[0]) as (keyof LighthouseRun)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseRun;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function limitsOf(medians: LighthouseReport['medians']): Limit[] {
  return medians.flatMap(({ page, preset, median: m, failures }) => {
    if (!m) return [{ check: `${preset} ${page}: measured`, value: failures[0] ?? 'no run', passed: false }];
    const js =
      page === 'login'
        ? { check: `${page}: JS at most ${kB(LOGIN_JS_GZIP_TARGET)} gzipped`, target: LOGIN_JS_GZIP_TARGET }
        : {
            check: `${page}: first screen's JS at most ${kB(FIRST_SCREEN_JS_GZIP_TARGET)} gzipped`,
            target: FIRST_SCREEN_JS_GZIP_TARGET,
          };
    return [
      {
        check: `${preset} ${page}: performance at least ${PERFORMANCE_TARGET[preset]}`,
        value: String(m.performance),
        passed: m.performance >= PERFORMANCE_TARGET[preset],
      },
      {
        check: `${preset} ${page}: accessibility 100`,
        value: String(m.accessibility),
        passed: m.accessibility === 100,
      },
      {
        check: `${preset} ${page}: best practices 100`,
        value: String(m.bestPractices),
        passed: m.bestPractices === 100,
      },
      ...(preset === 'mobile'
        ? [{ check: js.check, value: kB(m.jsGzipBytes), passed: m.jsGzipBytes <= js.target }]
        : []),
    ];
  });
}

export async function runLighthouseBench(runs: number, log: (line: string) => void): Promise<LighthouseReport> {
  const figures = await measureWithLighthouse(LIGHTHOUSE_PAGES, ['mobile', 'desktop'], runs, log);
  const medians = figures.map((figure) => ({
    page: figure.name,
    preset: figure.preset,
    median: medianRun(figure.runs),
    failures: figure.failures,
  }));
  return { runs, figures, medians, limits: limitsOf(medians) };
}

function failedRunsNote(medians: LighthouseReport['medians']): string[] {
  const partly = medians.filter(({ median, failures }) => median && failures.length > 0);
  if (partly.length === 0) return [];
  const said = partly.map(
    ({ page, preset, failures }) => `${preset} ${page}: ${failures.length} (${failures.join('; ')})`,
  );
  return ['', `Runs that measured nothing, left out of their medians: ${said.join(', ')}.`];
}

export function lighthouseMarkdown(report: LighthouseReport): string {
  return [
    '## Lighthouse: the pages as a browser gets them',
    '',
    `Lighthouse 12 driving Debian's Chromium against the real server (\`npm start\`'s build, demo data), medians of`,
    `${report.runs} runs per page and preset, each with an empty HTTP cache; the signed-in pages open with what`,
    "signing in keeps in storage (the admin's token and /user-info's answer). JS is the scripts the page fetched, as",
    'built, gzipped (they travel brotli-compressed, which is smaller still).',
    '',
    '| page | preset | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | JS gz |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.medians.map(({ page, preset, median: m, failures }) =>
      m
        ? `| ${page} | ${preset} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${Math.round(m.speedIndex)} | ${kB(m.jsGzipBytes)} |`
        : `| ${page} | ${preset} | not measured: ${failures[0] ?? 'no run'} |||||||||`,
    ),
    ...failedRunsNote(report.medians),
    '',
    ...limitsTable(report.limits, 'target'),
  ].join('\n');
}
