#!/usr/bin/env node
/**
 * `npm test`: lint and format check, type check, then every Vitest project.
 * - The PostgreSQL half of the server tests runs when DATABASE_URL is set (the tests decide).
 * - Browser tests need Chromium: without it they are skipped with a clear message, unless
 *   REQUIRE_BROWSER=1, which turns a missing Chromium into a failure.
 * Ends with a plain 'N passed, N failed' line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RESULTS = 'test-results/vitest.json';

function run(label, command, args) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

const hasBrowser = existsSync(CHROMIUM);
if (!hasBrowser && process.env.REQUIRE_BROWSER === '1') {
  console.error(
    `REQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium).`,
  );
  process.exit(1);
}

const lintOk = run('lint and format', 'npx', ['biome', 'ci', '.']);
const typesOk = run('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);

const projects = hasBrowser ? ['unit', 'server', 'e2e'] : ['unit', 'server'];
if (!hasBrowser) {
  console.log(`\n!! Browser tests SKIPPED: no Chromium at ${CHROMIUM} (set REQUIRE_BROWSER=1 to make this an error).`);
}
if (!process.env.DATABASE_URL) {
  console.log('\n!! DATABASE_URL is not set: server tests run on SQLite only (set it to a postgres:// URL for both).');
}
mkdirSync('test-results', { recursive: true });
const testsOk = run('tests', 'npx', [
  'vitest',
  'run',
  ...projects.flatMap((name) => ['--project', name]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}`,
]);

let passed = 0;
let failed = 0;
if (existsSync(RESULTS)) {
  const report = JSON.parse(readFileSync(RESULTS, 'utf8'));
  passed = report.numPassedTests ?? 0;
  // a file that failed to load has no test results of its own: count it as one failure
  const unloadable = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  failed = (report.numFailedTests ?? 0) + unloadable;
}
const ok = lintOk && typesOk && testsOk && passed > 0;
if (!lintOk) console.log('lint/format check failed (npx biome check --write . fixes most of it)');
if (!typesOk) console.log('type check failed');
if (!hasBrowser) console.log('browser tests were skipped (no Chromium)');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
