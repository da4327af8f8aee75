/**
 * `npm run reliability:report` as the README writes it, fed figures of the test's own (RELIABILITY_RESULTS_DIR)
 * and writing to a file of its own (RELIABILITY_REPORT_FILE): every figure of the report comes from what was
 * recorded, a missed target is marked, and a check with nothing recorded reads "not recorded", never a pass.
 * The recorded figures in test-results/ and the committed bench/RELIABILITY.md are left alone.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runAsWritten } from '../support/readmeCommands';

const tally = (cases: number, invalid: number, rejected: number) => ({
  cases,
  invalid,
  rejectedCorrectly: rejected,
  valid: cases - invalid,
  serverErrors: 0,
  databaseChangesOnRejection: 0,
  acceptedInvalid: invalid - rejected,
  byStatus: { '400': invalid, '200': cases - invalid },
});
const flood = (passwordsChecked: number, signInMs: number) => ({
  limit: 10,
  guesses: 200,
  passwordsChecked,
  legitimateSignInMs: signInMs,
  legitimateSignInStatus: 200,
  readP50Ms: 1.7,
  nestedBodyBytes: 500_000,
  nestedRefusalMedianMs: 2.9,
  serverErrors: 0,
});
const crashRun = (database: string, kills: number, survived: number) => ({
  database,
  kills,
  killsSurvived: survived,
  writesSent: 4_321,
  acknowledged: 4_300,
  unknown: 21,
  acknowledgedLost: 0,
  halfDone: 0,
  problems: [],
  seconds: 57,
});

/** What the checks would have recorded: one missed target (a flood's sign-in too slow), no npm audit. */
const RECORDED = {
  'hostile-input.json': {
    seed: 4242,
    runsPerRoute: {},
    routes: 37,
    databases: { sqlite: tally(2_468, 1_357, 1_357), postgres: tally(812, 403, 403) },
  },
  'crash-safety.json': {
    generatedAt: '2026-11-25T00:00:00.000Z',
    seed: 578,
    runs: [crashRun('sqlite', 10, 10), crashRun('postgres', 12, 12)],
  },
  'sign-in-flood.json': { sqlite: flood(3, 1_234), postgres: flood(4, 2_345) },
  'axe.json': { pages: 26, violations: [{ page: 'payments', locale: 'th', id: 'color-contrast', impact: 'minor' }] },
};

describe('npm run reliability:report', () => {
  let workDir: string;
  let report: string;
  let printed: string;
  const committed = path.join(ROOT, 'bench', 'RELIABILITY.md');
  const committedBefore = { text: readFileSync(committed, 'utf8'), at: statSync(committed).mtimeMs };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'matchday-reliability-'));
    const results = path.join(workDir, 'results');
    mkdirSync(results);
    for (const [name, data] of Object.entries(RECORDED)) writeFileSync(path.join(results, name), JSON.stringify(data));
    const file = path.join(workDir, 'RELIABILITY.md');
    const run = await runAsWritten('npm run reliability:report', {
      env: { RELIABILITY_RESULTS_DIR: results, RELIABILITY_REPORT_FILE: file },
    });
    printed = run.stdout;
    report = readFileSync(file, 'utf8');
  }, 60_000);
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it('reports the hostile-input and crash figures recorded, in the summary and per database', () => {
    expect(report).toContain(
      '| Hostile-input cases tried | 3,280 (sqlite 2,468, postgres 812) | >= 2,000 per run | yes |',
    );
    expect(report).toContain('| 1,760 of 1,760 | all | yes |');
    expect(report).toContain('Seed 4242, 37 write endpoints.');
    expect(report).toContain('| sqlite | 2468 | 1357 | 1357 | 1111 | 0 | 0 | 200: 1111, 400: 1357 |');
    expect(report).toContain(
      '| Kills survived (SIGKILL, restart, every check held) | 22 of 22 (sqlite 10, postgres 12) |',
    );
    expect(report).toContain('| postgres | 12 of 12 | 4321 | 4300 | 21 | 0 | 0 | 57 |');
  });

  it('marks the target a recorded figure missed, and a check with nothing recorded as not recorded', () => {
    expect(report).toContain(
      "| A sign-in's time from another address during the flood | sqlite 1234 ms (200), postgres 2345 ms (200) | <= 2,000 ms, signed in | **NO** |",
    );
    expect(report).toContain('| sqlite 3 of 200, postgres 4 of 200 | <= the limit (10) | yes |');
    // a minor violation is not counted
    expect(report).toContain('| Axe violations (serious or critical) | 0 on 26 screen/language pairs | 0 | yes |');
    expect(report).toContain('| npm audit advisories (high or critical, --omit=dev) | not recorded | 0 | — |');
    expect(printed).toMatch(/RELIABILITY\.md: 12 met, 1 missed, 1 not recorded/);
  });

  it('leaves the committed report alone', () => {
    expect(readFileSync(committed, 'utf8')).toBe(committedBefore.text);
    expect(statSync(committed).mtimeMs).toBe(committedBefore.at);
  });
});
