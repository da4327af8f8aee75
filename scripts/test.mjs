#!/usr/bin/env node
/**
 * REQUIRE_BROWSER=1 turns a missing Chromium into a failure rather than skipped browser tests. The run ends with
 * how long it took, then a plain 'N passed, N failed' line, the last one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const started = performance.now();

/** '42 s' or '17 min 40 s' */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

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

if (!hasBrowser) {
  console.log(`\n!! Browser tests SKIPPED: no Chromium at ${CHROMIUM} (set REQUIRE_BROWSER=1 to make this an error).`);
}
if (!process.env.DATABASE_URL) {
  console.log('\n!! DATABASE_URL is not set: server tests run on SQLite only (set it to a postgres:// URL for both).');
}
mkdirSync('test-results', { recursive: true });

function vitest(label, projects) {
  const results = `test-results/vitest-${label}.json`;
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}`,
  ]);
  if (!existsSync(results)) return { ok, passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(results, 'utf8'));
  // a file that failed without a failed test of its own (it did not load, or its setup threw and its tests were
  // skipped) counts as one failure, so the closing line never says 0 failed for a red run
  const unloadable = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((result) => result.status === 'failed'),
  ).length;
  return { ok, passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + unloadable };
}

// The browser tests run after the others, not beside them: on two cores, Chromium, the server under test and
// a few hundred database tests at once make timing-sensitive screens flaky.
const runs = [vitest('unit-and-server', ['unit', 'server'])];
if (hasBrowser) runs.push(vitest('browser', ['e2e']));
const testsOk = runs.every((result) => result.ok);
const passed = runs.reduce((sum, result) => sum + result.passed, 0);
const failed = runs.reduce((sum, result) => sum + result.failed, 0);
const ok = lintOk && typesOk && testsOk && passed > 0;
if (!lintOk) console.log('lint/format check failed (npx biome check --write . fixes most of it)');
if (!typesOk) console.log('type check failed');
if (!hasBrowser) console.log('browser tests were skipped (no Chromium)');
console.log(`\nnpm test took ${duration(performance.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
