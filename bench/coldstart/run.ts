/** BENCH_ONLY=coldstart runs it alone; held to the unsplit build's start, as splitting must not slow the build much. */
import { execFileSync } from 'node:child_process';
import { type Limit, limitsTable } from '../support/limits';
import { median, round } from '../support/timing';
import { measureColdStart } from './measure';
import { phasesOf, type StartPhases } from './phases';

/** Timed by hand on a loaded machine with the unsplit build: a quiet machine's run is not comparable to the letter. */
export const COLD_START_SECONDS_BEFORE_SPLIT = 34;

type Phase = Exclude<keyof StartPhases, 'totalMs'>;
const PHASES: { key: Phase; label: string }[] = [
  { key: 'beforeBuildMs', label: 'before the SPA build: npm, the server bundle (esbuild)' },
  { key: 'spaBuildMs', label: 'the SPA build, as the server times it (`npm run build`)' },
  { key: 'viteBuildMs', label: "of which Vite's own build, as Vite says it (the rest: starting, brotli/gzip copies)" },
  { key: 'afterBuildMs', label: 'after the build: database, migrations, demo data, listening, first answer' },
];

export interface ColdStartReport {
  /** uncommitted changes are not measured */
  commit: string;
  starts: StartPhases[];
  /** the median of each share over the starts that said it */
  medians: StartPhases;
  limits: Limit[];
}

const seconds = (ms: number | undefined) => (ms === undefined ? 'not said' : `${round(ms / 1000)} s`);

function mediansOf(starts: StartPhases[]): StartPhases {
  const of = (key: keyof StartPhases) => {
    const said = starts.flatMap((start) => (start[key] === undefined ? [] : [start[key]]));
    return said.length ? median(said) : undefined;
  };
  return {
    totalMs: of('totalMs') as number,
    ...Object.fromEntries(PHASES.map(({ key }) => [key, of(key)])),
  };
}

export async function runColdStartBench(root: string, runs: number, log: (line: string) => void) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const starts: StartPhases[] = [];
  for (let run = 1; run <= runs; run++) {
    const { totalMs, lines } = await measureColdStart(root);
    const phases = phasesOf(lines, totalMs);
    log(`cold start ${run}/${runs}: ${seconds(totalMs)} (SPA build ${seconds(phases.spaBuildMs)})`);
    starts.push(phases);
  }
  const medians = mediansOf(starts);
  const report: ColdStartReport = {
    commit,
    starts,
    medians,
    limits: [
      {
        check: `cold \`npm start\`, build included, at most ${COLD_START_SECONDS_BEFORE_SPLIT} s (before the split, on a loaded machine)`,
        value: seconds(medians.totalMs),
        passed: medians.totalMs <= COLD_START_SECONDS_BEFORE_SPLIT * 1000,
      },
    ],
  };
  return report;
}

export function coldStartMarkdown(report: ColdStartReport): string {
  const runs = report.starts.map((_, index) => `run ${index + 1}`);
  const row = (label: string, key: keyof StartPhases) =>
    `| ${label} | ${seconds(report.medians[key])} | ${report.starts.map((start) => seconds(start[key])).join(' | ')} |`;
  return [
    '## Cold `npm start`: a fresh clone, build included',
    '',
    `Each run clones the committed HEAD (${report.commit}; uncommitted changes are not measured) into a new folder`,
    "(`git clone --local`), links node_modules to the root's (no install is timed, and its files are likely",
    "cached), and runs `npm start` in it as a newcomer would: the embedded database in the clone's own new",
    '`DATA_DIR`, a free `PORT`, `ADMIN_PASSWORD` set, demo data seeded. Timed from the spawn until `GET /`',
    "answers 200 with the index.html that start built. The shares come from the server's output, each line",
    `stamped as it arrived. Medians of ${report.starts.length} runs, each a new clone.`,
    '',
    `| | median | ${runs.join(' | ')} |`,
    `|---|---:|${runs.map(() => '---:|').join('')}`,
    row('**whole start, until / answers**', 'totalMs'),
    ...PHASES.map(({ key, label }) => row(label, key)),
    '',
    ...limitsTable(report.limits),
  ].join('\n');
}
