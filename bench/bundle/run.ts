/** The demo's in-browser server (sql.js, MSW, fixtures) must never reach production's JavaScript. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLD_START_SECONDS_BEFORE_SPLIT } from '../coldstart/run';
import { LOGIN_JS_GZIP_TARGET } from '../lighthouse/run';
import { type Limit, limitsTable } from '../support/limits';
import {
  buildProduction,
  buildUnsplit,
  measureProductionBundle,
  measureUnsplitBundle,
  type ProductionBundle,
} from './measure';

/**
 * The baseline: the production build's initial JS, gzipped, without the in-browser server. A change that rightly
 * grows the SPA measures it again and moves this, saying why.
 */
export const INITIAL_JS_GZIP_BEFORE = 409_191;
/** The single script of the unsplit SPA (bench/REPORT.md has its history): a tour of every screen may not fetch more. */
export const SINGLE_BUNDLE_GZIP_BEFORE_SPLIT = 394_441;
/** The demo banner's "reset demo data" button and its two messages, which production renders nothing of. */
const TOLERANCE_BYTES = 1_024;

export interface BundleReport extends ProductionBundle {
  /** the production build's time, the part of a cold `npm start` that code splitting could slow down */
  buildSeconds: number;
  /** the same source built into one script (exceljs aside), gzipped: the fair baseline for a tour of every screen */
  unsplitJsGzipBytes: number;
  /** what a tour of every screen fetches over the unsplit script: the cost of the split itself */
  splitOverUnsplit: number;
  limits: Limit[];
}

export function runBundleBench(root: string, log: (line: string) => void): BundleReport {
  const outDir = mkdtempSync(path.join(tmpdir(), 'matchday-bundle-'));
  const unsplitDir = mkdtempSync(path.join(tmpdir(), 'matchday-bundle-unsplit-'));
  try {
    const started = performance.now();
    buildProduction(root, outDir);
    const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
    const measured = measureProductionBundle(outDir);
    log(`initial JS: ${measured.initialJs.bytes} bytes, ${measured.initialJs.gzipBytes} gzipped`);
    buildUnsplit(root, unsplitDir);
    const unsplit = measureUnsplitBundle(unsplitDir).gzipBytes;
    const splitOverUnsplit = Math.round((measured.everyScreenJsGzipBytes / unsplit) * 1000) / 1000;
    log(`every screen's JS: ${measured.everyScreenJsGzipBytes} gzipped, unsplit ${unsplit} (x${splitOverUnsplit})`);
    const limit = INITIAL_JS_GZIP_BEFORE + TOLERANCE_BYTES;
    return {
      ...measured,
      buildSeconds,
      unsplitJsGzipBytes: unsplit,
      splitOverUnsplit,
      limits: [
        {
          check: `initial JS gzipped <= ${limit} bytes (before the in-browser server: ${INITIAL_JS_GZIP_BEFORE})`,
          value: String(measured.initialJs.gzipBytes),
          passed: measured.initialJs.gzipBytes <= limit,
        },
        {
          // the entry is the login page's own: the app comes after sign-in, the QR library after the first paint
          check: `the login page's JS before its first paint (entry and preloads) gzipped <= ${LOGIN_JS_GZIP_TARGET} bytes`,
          value: String(measured.initialJs.gzipBytes),
          passed: measured.initialJs.gzipBytes <= LOGIN_JS_GZIP_TARGET,
        },
        {
          check: `every screen's JS gzipped (a full tour, exceljs aside) <= the single bundle before the split (${SINGLE_BUNDLE_GZIP_BEFORE_SPLIT})`,
          value: String(measured.everyScreenJsGzipBytes),
          passed: measured.everyScreenJsGzipBytes <= SINGLE_BUNDLE_GZIP_BEFORE_SPLIT,
        },
        {
          // the fair baseline: the same code, so only the split differs (chunks compressed apart, helpers repeated)
          check: `every screen's JS gzipped <= today's code built unsplit, one script (${unsplit})`,
          value: `${measured.everyScreenJsGzipBytes} (x${splitOverUnsplit})`,
          passed: measured.everyScreenJsGzipBytes <= unsplit,
        },
        {
          check: 'no demo code, .wasm or service worker in the production build',
          value: measured.demoLeaks.length === 0 ? 'none' : measured.demoLeaks.join(', '),
          passed: measured.demoLeaks.length === 0,
        },
      ],
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(unsplitDir, { recursive: true, force: true });
  }
}

export function bundleMarkdown(report: BundleReport): string {
  return [
    '## Production SPA: the JavaScript of a first visit',
    '',
    `Entry and preloaded modules, the login page's JS before its first paint (a visitor with a token fetches the app`,
    `after them) (${report.initialJs.files.join(', ')}): ${report.initialJs.bytes.toLocaleString('en')} bytes,`,
    `${report.initialJs.gzipBytes.toLocaleString('en')} gzipped. Every file of the build: ${report.assets.join(', ')}.`,
    '',
    `The build took ${report.buildSeconds} s, the part of a cold \`npm start\` (about ${COLD_START_SECONDS_BEFORE_SPLIT} s before the split, measured`,
    'on a loaded machine; the coldstart part times the whole start) that splitting could slow down.',
    '',
    `The same source built unsplit (bench/bundle/unsplit.config.ts: the project's config with code splitting off,`,
    `exceljs left out as a chunk of its own, as before the split) is one script of`,
    `${report.unsplitJsGzipBytes.toLocaleString('en')} bytes gzipped; a tour of every screen fetches`,
    `${report.everyScreenJsGzipBytes.toLocaleString('en')}, ${report.splitOverUnsplit} times as much. The gap between the two is the`,
    `split's own cost (chunks compressed apart, helpers repeated across them); the gap between the unsplit script and`,
    `the single bundle before the split (${SINGLE_BUNDLE_GZIP_BEFORE_SPLIT.toLocaleString('en')}) is what the code (and its dependencies) added since.`,
    '',
    ...limitsTable(report.limits),
  ].join('\n');
}
