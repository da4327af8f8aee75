/**
 * `BENCH_ONLY=<part> npm run bench` as the README writes it, with its quickest part (summarise, at 1,000
 * entries and one timed run a side) writing into a folder of the test's own (BENCH_OUTPUT_DIR) that holds a copy
 * of the committed report: that part's section is written again from the figures just measured and dated,
 * every other section and the header are kept as they were, and the findings are taken again from their file. bench/REPORT.md and bench/results/
 * are left alone.
 */
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummariseReport } from '../../bench/summarise';
import { ROOT, runAsWritten } from '../support/readmeCommands';

const SECTION = '## Summarise a game week';
const NEXT_SECTION = '## Excel export of a game week';
const committedFile = path.join(ROOT, 'bench', 'REPORT.md');
const committedResult = path.join(ROOT, 'bench', 'results', 'summarise.json');
const findingsFile = path.join(ROOT, 'bench', 'FINDINGS.md');
const FINDINGS_HEADING = readFileSync(findingsFile, 'utf8').split('\n', 1)[0];
/** when a file was last written, or undefined when there is none */
const writtenAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : undefined);

describe('BENCH_ONLY=<part> npm run bench', () => {
  const committed = readFileSync(committedFile, 'utf8');
  const before = { report: writtenAt(committedFile), result: writtenAt(committedResult) };
  let outputDir: string;
  let report: string;
  let figures: SummariseReport;

  beforeAll(async () => {
    outputDir = await mkdtemp(path.join(tmpdir(), 'matchday-bench-'));
    copyFileSync(committedFile, path.join(outputDir, 'REPORT.md'));
    await runAsWritten('BENCH_ONLY=<part> npm run bench', {
      fill: { '<part>': 'summarise' },
      env: { BENCH_OUTPUT_DIR: outputDir, BENCH_SIZES: '1000', BENCH_RUNS: '1', DATABASE_URL: undefined },
    });
    report = readFileSync(path.join(outputDir, 'REPORT.md'), 'utf8');
    figures = JSON.parse(readFileSync(path.join(outputDir, 'results', 'summarise.json'), 'utf8'));
  }, 120_000);
  afterAll(() => rm(outputDir, { recursive: true, force: true }));

  it("writes that part's section again from the figures it just measured, saying how and when", () => {
    const section = report.slice(report.indexOf(SECTION), report.indexOf(NEXT_SECTION));
    const [sqlite] = figures.figures;
    expect(figures.figures).toHaveLength(1);
    expect(sqlite).toMatchObject({ database: 'sqlite', entries: 1_000, picks: 11_000 });
    expect(section).toContain(
      `| sqlite | 1,000 | 11,000 | ${sqlite.endpointMs} | ${sqlite.directMs} | ${sqlite.ratio} |`,
    );
    expect(section).toContain('Medians of 1 runs each');
    expect(section).toMatch(
      /_This section alone was measured by `BENCH_ONLY=summarise npm run bench` on \d{4}-\d\d-\d\dT[^;]+; \d+ CPU/,
    );
    // the committed section's figures are gone
    expect(section).not.toContain('| sqlite | 100,000 |');
  });

  it('keeps every other section and the header as they were, and ends with the findings as their file has them', () => {
    const measured = (text: string) => text.slice(0, text.indexOf(`\n${FINDINGS_HEADING}\n`));
    const kept = (text: string) => [text.slice(0, text.indexOf(SECTION)), text.slice(text.indexOf(NEXT_SECTION))];
    expect(kept(measured(report))).toEqual(kept(measured(committed)));
    // written by hand, taken again from bench/FINDINGS.md at each run
    expect(report.endsWith(readFileSync(findingsFile, 'utf8'))).toBe(true);
  });

  it('leaves the committed report and the recorded figures alone', () => {
    expect(readFileSync(committedFile, 'utf8')).toBe(committed);
    expect({ report: writtenAt(committedFile), result: writtenAt(committedResult) }).toEqual(before);
  });
});

describe('npm run bench', () => {
  let outputDir: string;
  afterAll(() => rm(outputDir, { recursive: true, force: true }));

  // all the parts take many minutes (scale and Lighthouse above all): the part comes from the environment, as the README's
  // BENCH_ONLY row says, and a report without a committed one beside it is written whole
  it('runs as the README writes it and writes a report of the parts measured', async () => {
    outputDir = await mkdtemp(path.join(tmpdir(), 'matchday-bench-all-'));
    await runAsWritten('npm run bench', {
      env: {
        BENCH_ONLY: 'summarise',
        BENCH_OUTPUT_DIR: outputDir,
        BENCH_SIZES: '1000',
        BENCH_RUNS: '1',
        DATABASE_URL: undefined,
      },
    });
    const report = readFileSync(path.join(outputDir, 'REPORT.md'), 'utf8');
    const [sqlite] = (
      JSON.parse(readFileSync(path.join(outputDir, 'results', 'summarise.json'), 'utf8')) as SummariseReport
    ).figures;
    expect(report).toContain(SECTION);
    expect(report).toContain(
      `| sqlite | 1,000 | 11,000 | ${sqlite.endpointMs} | ${sqlite.directMs} | ${sqlite.ratio} |`,
    );
  }, 120_000);
});
