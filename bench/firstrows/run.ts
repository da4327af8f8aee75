/** A part of its own, so BENCH_ONLY=firstrows measures it in minutes instead of the scale part's hour. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScaleDatabase } from '../scale/database';
import { generateScaleData, type ScaleSize } from '../scale/generate';
import { startRealServer } from '../scale/processes';
import { type Limit, limitsTable } from '../support/limits';
import { buildSpa } from '../support/spaBuild';
import { median } from '../support/timing';
import { type FirstRowFigures, measureFirstRows } from './measure';

export const FIRST_ROW_SCREENS = [
  { screen: 'payments', path: '/payment', rows: 'payments', targetMs: 600 },
  { screen: 'members', path: '/userdetail', rows: 'users', targetMs: 1_500 },
] as const satisfies { screen: string; path: string; rows: keyof ScaleSize; targetMs: number }[];

export interface FirstRowsOptions {
  size: number;
  runs: number;
  /** where a screenshot of a screen that could not be measured goes */
  resultsDir: string;
  log: (line: string) => void;
}

export interface FirstRowsReport {
  scenario: 'firstrows';
  database: 'sqlite';
  runs: number;
  rows: ScaleSize;
  generateMs: number;
  /** from spawning the server to its first answer */
  serverStartMs: number;
  figures: (FirstRowFigures & { medianMs?: number })[];
  limits: Limit[];
}

const n = (value: number) => value.toLocaleString('en');

export function firstRowLimits(figures: FirstRowsReport['figures'], rows: ScaleSize): FirstRowsReport['limits'] {
  return FIRST_ROW_SCREENS.map((screen) => {
    const figure = figures.find((f) => f.screen === screen.screen);
    const check = `first ${screen.screen} row within ${n(screen.targetMs)} ms of navigation (sqlite, ${n(rows[screen.rows])} ${screen.screen})`;
    if (figure?.medianMs === undefined) {
      return { check, value: `not measured: ${figure?.error ?? 'no run'}`, passed: false };
    }
    return { check, value: `${figure.medianMs} ms`, passed: figure.medianMs <= screen.targetMs };
  });
}

export async function runFirstRowsBench(options: FirstRowsOptions): Promise<FirstRowsReport> {
  const { log } = options;
  const spaDir = await mkdtemp(join(tmpdir(), 'matchday-firstrows-spa-'));
  const database = await createScaleDatabase('sqlite');
  try {
    log(`building the SPA into ${spaDir}`);
    buildSpa(spaDir);
    const handle = database.open();
    const generateStart = performance.now();
    const rows = await generateScaleData(handle.db, 'sqlite', options.size).finally(() => handle.close());
    const generateMs = Math.round(performance.now() - generateStart);
    log(`sqlite ${options.size}: generated in ${generateMs} ms`);
    const server = await startRealServer({ ...database.serverEnv, SPA_DIR: spaDir });
    try {
      const screens = FIRST_ROW_SCREENS.map(({ screen, path }) => ({ screen, path }));
      const measured = await measureFirstRows(server.baseUrl, screens, options.runs, options.resultsDir);
      const figures = measured.map((figure) => ({
        ...figure,
        runsMs: figure.runsMs.map(Math.round),
        medianMs: figure.runsMs.length ? Math.round(median(figure.runsMs)) : undefined,
      }));
      return {
        scenario: 'firstrows',
        database: 'sqlite',
        runs: options.runs,
        rows,
        generateMs,
        serverStartMs: Math.round(server.startMs),
        figures,
        limits: firstRowLimits(figures, rows),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
    await rm(spaDir, { recursive: true, force: true });
  }
}

export function firstRowsMarkdown(report: FirstRowsReport): string {
  const { rows } = report;
  return [
    '## First rendered row in headless Chromium',
    '',
    `${n(rows.payments)} payments and ${n(rows.users)} members on SQLite (the scale part's data at that size, generated`,
    `in ${n(report.generateMs)} ms), served by the real server (\`node scripts/start.mjs\` as \`npm start\`, production`,
    "build made beforehand). Debian's Chromium, signed in once through the login page, so each run is an operator",
    'coming back with the token stored: from `page.goto` (a full load: scripts, token check, list request) to the',
    'first table cell holding a number.',
    `${report.runs} runs per screen, the screens alternating; ms of each run, then their median.`,
    '',
    '| screen | path | runs ms | median ms |',
    '|---|---|---|---:|',
    ...report.figures.map(
      (f) =>
        `| ${f.screen} | \`${f.path}\` | ${f.runsMs.join(', ') || '–'}${f.error ? ` (failed: ${f.error})` : ''} | ${f.medianMs ?? '–'} |`,
    ),
    '',
    ...limitsTable(report.limits),
  ].join('\n');
}
