/**
 * Writes bench/RELIABILITY.md from the figures the reliability checks recorded in test-results/:
 * - hostile-input.json   tests/server/hostileInput.test.ts (cases tried, rejected correctly, 500s, database
 *                        changes on rejection), per database;
 * - crash-safety.json    tests/reliability/crashSafety.ts (kills survived, acknowledged writes lost, half-done states);
 * - sign-in-flood.json   tests/reliability/signInFlood.test.ts (per database: passwords checked of 200 concurrent
 *                        guesses, a sign-in's time from another address and reads' median during the flood,
 *                        a nested body's refusal cost, 500s);
 * - axe.json             the browser accessibility check, when it has run:
 *                        { "pages": <screens x languages checked>, "violations": [{ "page", "locale", "id", "impact" }] }
 *                        (serious and critical violations count);
 * - npm-audit.json       `npm audit --omit=dev --json > test-results/npm-audit.json` (high and critical count).
 * A file that is missing is reported as "not recorded", never as a pass.
 *
 *   npm run reliability:report [-- --check]     --check: exit 1 when a recorded figure misses its target
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RESULTS = path.resolve(root, process.env.RELIABILITY_RESULTS_DIR || 'test-results');
const REPORT = path.resolve(root, process.env.RELIABILITY_REPORT_FILE || path.join('bench', 'RELIABILITY.md'));
const MIN_HOSTILE_CASES = 2_000;
const MIN_KILLS = 10;
/** targets during a 200-request sign-in flood from one address */
const FLOOD_SIGN_IN_MS = 2_000;
const FLOOD_READ_P50_MS = 10;
/** parsing a deeply nested body blocks every other request meanwhile */
const NESTED_REFUSAL_MS = 50;

interface HostileTally {
  cases: number;
  invalid: number;
  rejectedCorrectly: number;
  valid: number;
  serverErrors: number;
  databaseChangesOnRejection: number;
  acceptedInvalid: number;
  byStatus: Record<string, number>;
}
interface HostileRecord {
  seed: number;
  runsPerRoute: Record<string, number>;
  routes: number;
  databases: Record<string, HostileTally>;
}
interface CrashRecord {
  generatedAt: string;
  seed: number;
  runs: {
    database: string;
    kills: number;
    killsSurvived: number;
    writesSent: number;
    acknowledged: number;
    unknown: number;
    acknowledgedLost: number;
    halfDone: number;
    problems: string[];
    seconds: number;
  }[];
}
interface FloodRecord {
  limit: number;
  guesses: number;
  passwordsChecked: number;
  legitimateSignInMs: number;
  legitimateSignInStatus: number;
  readP50Ms: number;
  nestedBodyBytes: number;
  nestedRefusalMedianMs: number;
  serverErrors: number;
}
interface AxeRecord {
  pages: number;
  violations: { page: string; locale: string; id: string; impact: string | null }[];
}
interface AuditRecord {
  metadata?: { vulnerabilities?: Record<string, number> };
}

function read<T>(name: string): { data: T; at: Date } | undefined {
  const file = path.join(RESULTS, name);
  if (!existsSync(file)) return undefined;
  return { data: JSON.parse(readFileSync(file, 'utf8')) as T, at: statSync(file).mtime };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const NOT_RECORDED = 'not recorded';

interface Row {
  figure: string;
  value: string;
  target: string;
  /** undefined: not recorded */
  ok: boolean | undefined;
}

function hostileRows(record: HostileRecord | undefined): Row[] {
  if (!record) {
    return [
      'Hostile-input cases tried',
      'Invalid requests rejected correctly',
      '500 answers',
      'Database changes on rejection',
    ].map((figure) => ({ figure, value: NOT_RECORDED, target: '', ok: undefined }));
  }
  const tallies = Object.values(record.databases);
  const perDatabase = Object.entries(record.databases)
    .map(([name, tally]) => `${name} ${tally.cases.toLocaleString('en')}`)
    .join(', ');
  const sqliteCases = record.databases.sqlite?.cases ?? 0;
  const invalid = sum(tallies.map((t) => t.invalid));
  const rejected = sum(tallies.map((t) => t.rejectedCorrectly));
  const errors = sum(tallies.map((t) => t.serverErrors));
  const changes = sum(tallies.map((t) => t.databaseChangesOnRejection));
  return [
    {
      figure: 'Hostile-input cases tried',
      value: `${sum(tallies.map((t) => t.cases)).toLocaleString('en')} (${perDatabase})`,
      target: `>= ${MIN_HOSTILE_CASES.toLocaleString('en')} per run`,
      ok: sqliteCases >= MIN_HOSTILE_CASES,
    },
    {
      figure: 'Invalid requests rejected correctly (4xx, `error`, nothing written)',
      value: `${rejected.toLocaleString('en')} of ${invalid.toLocaleString('en')}`,
      target: 'all',
      ok: rejected === invalid,
    },
    { figure: '500 answers', value: String(errors), target: '0', ok: errors === 0 },
    { figure: 'Database changes on rejection', value: String(changes), target: '0', ok: changes === 0 },
  ];
}

function crashRows(record: CrashRecord | undefined): Row[] {
  if (!record) {
    return ['Kills survived', 'Acknowledged writes lost', 'Half-done states found'].map((figure) => ({
      figure,
      value: NOT_RECORDED,
      target: '',
      ok: undefined,
    }));
  }
  const runs = record.runs;
  const survived = sum(runs.map((r) => r.killsSurvived));
  const kills = sum(runs.map((r) => r.kills));
  const lost = sum(runs.map((r) => Math.max(r.acknowledgedLost, 0)));
  const half = sum(runs.map((r) => Math.max(r.halfDone, 0)));
  const broken = runs.some((r) => r.acknowledgedLost < 0 || r.problems.length > 0);
  return [
    {
      figure: 'Kills survived (SIGKILL, restart, every check held)',
      value: `${survived} of ${kills} (${runs.map((r) => `${r.database} ${r.killsSurvived}`).join(', ')})`,
      target: `>= ${MIN_KILLS} per database, all`,
      ok: survived === kills && runs.every((r) => r.kills >= MIN_KILLS),
    },
    { figure: 'Acknowledged writes lost', value: String(lost), target: '0', ok: lost === 0 && !broken },
    { figure: 'Half-done states found', value: String(half), target: '0', ok: half === 0 && !broken },
  ];
}

function floodRows(record: Record<string, FloodRecord> | undefined): Row[] {
  const figures = [
    'Concurrent sign-in guesses whose password was checked',
    "A sign-in's time from another address during the flood",
    'Signed-in reads during the flood, median',
    'Refusing a body of nested brackets, median',
    '500 answers during the flood',
  ];
  if (!record) return figures.map((figure) => ({ figure, value: NOT_RECORDED, target: '', ok: undefined }));
  const runs = Object.entries(record);
  const each = (value: (run: FloodRecord) => string) => runs.map(([name, run]) => `${name} ${value(run)}`).join(', ');
  const every = (ok: (run: FloodRecord) => boolean) => runs.every(([, run]) => ok(run));
  const first = runs[0]?.[1];
  return [
    {
      figure: `${figures[0]} (${first?.guesses ?? 200} at once from one address, the right one among them)`,
      value: each((run) => `${run.passwordsChecked} of ${run.guesses}`),
      target: `<= the limit (${first?.limit ?? 10})`,
      ok: every((run) => run.passwordsChecked <= run.limit),
    },
    {
      figure: figures[1],
      value: each((run) => `${Math.round(run.legitimateSignInMs)} ms (${run.legitimateSignInStatus})`),
      target: `<= ${FLOOD_SIGN_IN_MS.toLocaleString('en')} ms, signed in`,
      ok: every((run) => run.legitimateSignInMs <= FLOOD_SIGN_IN_MS && run.legitimateSignInStatus === 200),
    },
    {
      figure: figures[2],
      value: each((run) => `${run.readP50Ms} ms`),
      target: `<= ${FLOOD_READ_P50_MS} ms`,
      ok: every((run) => run.readP50Ms <= FLOOD_READ_P50_MS),
    },
    {
      figure: `${figures[3]} (${(first?.nestedBodyBytes ?? 0).toLocaleString('en')} brackets)`,
      value: each((run) => `${run.nestedRefusalMedianMs} ms`),
      target: `<= ${NESTED_REFUSAL_MS} ms (parsing it took 538 ms)`,
      ok: every((run) => run.nestedRefusalMedianMs <= NESTED_REFUSAL_MS),
    },
    {
      figure: figures[4],
      value: String(sum(runs.map(([, run]) => run.serverErrors))),
      target: '0',
      ok: every((run) => run.serverErrors === 0),
    },
  ];
}

function axeRows(record: AxeRecord | undefined): Row[] {
  if (!record)
    return [{ figure: 'Axe violations (serious or critical)', value: NOT_RECORDED, target: '0', ok: undefined }];
  const serious = record.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return [
    {
      figure: 'Axe violations (serious or critical)',
      value: `${serious.length} on ${record.pages} screen/language pairs`,
      target: '0',
      ok: serious.length === 0,
    },
  ];
}

function auditRows(record: AuditRecord | undefined): Row[] {
  const figure = 'npm audit advisories (high or critical, --omit=dev)';
  const counts = record?.metadata?.vulnerabilities;
  if (!counts) return [{ figure, value: NOT_RECORDED, target: '0', ok: undefined }];
  const severe = (counts.high ?? 0) + (counts.critical ?? 0);
  return [
    {
      figure,
      value: `${severe} (all severities: ${counts.total ?? sum(Object.values(counts))})`,
      target: '0',
      ok: severe === 0,
    },
  ];
}

const mark = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? 'yes' : '**NO**');
const when = (at: Date | undefined) => (at ? at.toISOString().replace('T', ' ').slice(0, 16) : '—');

function render(sources: {
  hostile?: { data: HostileRecord; at: Date };
  crash?: { data: CrashRecord; at: Date };
  flood?: { data: Record<string, FloodRecord>; at: Date };
  axe?: { data: AxeRecord; at: Date };
  audit?: { data: AuditRecord; at: Date };
}) {
  const rows = [
    ...hostileRows(sources.hostile?.data),
    ...crashRows(sources.crash?.data),
    ...floodRows(sources.flood?.data),
    ...axeRows(sources.axe?.data),
    ...auditRows(sources.audit?.data),
  ];
  const lines = [
    '# Reliability',
    '',
    'Generated by `npm run reliability:report` from the figures the checks recorded in `test-results/`.',
    'Do not edit by hand: rerun the checks, then the script.',
    '',
    '| Figure | Value | Target | Met |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.target || '—'} | ${mark(row.ok)} |`),
    '',
    '## Sources',
    '',
    '| Check | Recorded | How to run it |',
    '| --- | --- | --- |',
    `| Hostile input (fast-check, every write endpoint, from the contract's schemas) | ${when(sources.hostile?.at)} | \`npx vitest run --project server tests/server/hostileInput.test.ts\` (HOSTILE_SEED, HOSTILE_RUNS) |`,
    `| Crash safety (real server, SIGKILL at seeded moments) | ${when(sources.crash?.at)} | \`npm run crash-safety\` (CRASH_KILLS, CRASH_SEED; PostgreSQL too when DATABASE_URL is set) |`,
    `| Sign-in flood (real server on loopback, production hashing, 127.0.0.x addresses) | ${when(sources.flood?.at)} | \`npx vitest run --project server tests/reliability/signInFlood.test.ts\` (PostgreSQL too when DATABASE_URL is set) |`,
    `| Accessibility (axe-core on every screen, Thai and English) | ${when(sources.axe?.at)} | the browser accessibility test writes \`test-results/axe.json\` |`,
    `| Supply chain | ${when(sources.audit?.at)} | \`npm audit --omit=dev --json > test-results/npm-audit.json\` |`,
    '',
  ];
  const hostile = sources.hostile?.data;
  if (hostile) {
    lines.push('## Hostile input by database', '');
    lines.push(`Seed ${hostile.seed}, ${hostile.routes} write endpoints.`, '');
    lines.push('| Database | Cases | Invalid | Rejected correctly | Valid | 500s | Changes on rejection | Answers |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, t] of Object.entries(hostile.databases)) {
      const answers = Object.entries(t.byStatus)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      lines.push(
        `| ${name} | ${t.cases} | ${t.invalid} | ${t.rejectedCorrectly} | ${t.valid} | ${t.serverErrors} | ${t.databaseChangesOnRejection} | ${answers} |`,
      );
    }
    lines.push('');
  }
  const crash = sources.crash?.data;
  if (crash) {
    lines.push('## Crash safety by database', '');
    lines.push(`Seed ${crash.seed}.`, '');
    lines.push(
      '| Database | Kills survived | Writes sent | Acknowledged | Cut off by a kill | Lost | Half-done | Seconds |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of crash.runs) {
      lines.push(
        `| ${r.database} | ${r.killsSurvived} of ${r.kills} | ${r.writesSent} | ${r.acknowledged} | ${r.unknown} | ${r.acknowledgedLost} | ${r.halfDone} | ${r.seconds} |`,
      );
    }
    const problems = crash.runs.flatMap((r) => r.problems.map((p) => `- ${r.database}: ${p.split('\n')[0]}`));
    if (problems.length > 0) lines.push('', 'Problems:', '', ...problems);
    lines.push('');
  }
  return { markdown: `${lines.join('\n')}\n`, rows };
}

function main() {
  const sources = {
    hostile: read<HostileRecord>('hostile-input.json'),
    crash: read<CrashRecord>('crash-safety.json'),
    flood: read<Record<string, FloodRecord>>('sign-in-flood.json'),
    axe: read<AxeRecord>('axe.json'),
    audit: read<AuditRecord>('npm-audit.json'),
  };
  const { markdown, rows } = render(sources);
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, markdown);
  const missed = rows.filter((row) => row.ok === false);
  const missing = rows.filter((row) => row.ok === undefined);
  console.log(
    `Wrote ${path.relative(root, REPORT)}: ${rows.length - missed.length - missing.length} met, ${missed.length} missed, ${missing.length} not recorded`,
  );
  for (const row of missed) console.log(`  missed: ${row.figure}: ${row.value}`);
  if (process.argv.includes('--check') && missed.length > 0) process.exitCode = 1;
}

main();
