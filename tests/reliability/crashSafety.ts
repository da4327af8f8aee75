/**
 * Crash safety: runs the real server (tests/support/startServer.ts: as `npm start` does, a fresh DATA_DIR,
 * SEED_DEMO=1), drives a stream of
 * writes at it (payment confirms and cancels, game-week point updates, free tickets), kills it with SIGKILL
 * at seeded random moments, restarts it and checks after every restart that
 * - every write answered 200 is in the database (acknowledged writes lost: must be 0);
 * - nothing is half-done: every completed payment holds exactly `value` tickets and one audit row, every
 *   pending or cancelled one none; each free ticket has its audit row; each point row holds the values of
 *   exactly one write; every audit row's target exists; SQLite passes integrity_check and foreign_key_check.
 * Writes cut off by a kill (no answer) may or may not have happened, but only whole.
 *
 *   tsx tests/reliability/crashSafety.ts [--database=sqlite|postgres ...] [--kills=10] [--seed=578]
 *
 * Databases: SQLite, and PostgreSQL too when DATABASE_URL is set (in a fresh schema of its own, passed to the
 * server as ?options=-c search_path=<schema>). The figures go to test-results/crash-safety.json; the exit
 * code is 0 only when every check held. The server serves a placeholder page instead of the SPA (SPA_DIR
 * holds a fresh index.html), so no vite build runs.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { POINT_FIELDS } from '../../contract';
import { type DatabaseHandle, type Dialect, openDatabase, SQLITE_FILE_NAME } from '../../server/db/connection';
import type { Database } from '../../server/db/schema';
import { runOnPostgres } from '../support/postgresStatement';
import { ROOT } from '../support/readmeCommands';
import { freePort, type RunningServer, startServer } from '../support/startServer';

/** this run's own server bundle, apart from a developer's build/server and the browser tests' */
const BUNDLE_DIR = path.join(ROOT, 'build', 'crash-safety-server');
const ADMIN = { username: 'admin', password: 'crash-safety-password-0' };
const WORKERS = 4;
const POINT_ROWS = 24;
const FREE_TICKET_USERS = 30;
const FIRST_START_TIMEOUT_MS = 240_000;
const RESTART_TIMEOUT_MS = 120_000;

interface Options {
  databases: Dialect[];
  kills: number;
  seed: number;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const named = argv.filter((arg) => arg.startsWith('--database=')).map((arg) => arg.split('=')[1] as Dialect);
  const databases: Dialect[] =
    named.length > 0 ? named : process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  if (databases.includes('postgres') && !process.env.DATABASE_URL)
    throw new Error('--database=postgres needs DATABASE_URL');
  return {
    databases,
    kills: Number(value('kills') ?? process.env.CRASH_KILLS ?? 10),
    seed: Number(value('seed') ?? process.env.CRASH_SEED ?? 578),
  };
}

function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- one database's setup ------------------------------------------------------------------------------

interface Target {
  kind: Dialect;
  /** starts the server on the target's port and data; the first start seeds the demo data */
  start(timeoutMs: number): Promise<RunningServer>;
  open(): DatabaseHandle;
  cleanUp(): Promise<void>;
}

async function prepareTarget(kind: Dialect): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `matchday-crash-${kind}-`));
  const spaDir = path.join(dataDir, 'spa');
  mkdirSync(spaDir);
  const spaIndex = path.join(spaDir, 'index.html');
  writeFileSync(spaIndex, '<!doctype html><title>crash-safety placeholder</title>\n');
  // every restart on the same address, as the writers know it
  const port = await freePort();
  const env: Record<string, string> = { SPA_DIR: spaDir, SEED_DEMO: '1' };
  let schema: string | undefined;
  const adminUrl = process.env.DATABASE_URL;
  if (kind === 'postgres' && adminUrl) {
    schema = `crash_${randomBytes(5).toString('hex')}`;
    await runOnPostgres(adminUrl, `CREATE SCHEMA ${schema}`);
    const separator = adminUrl.includes('?') ? '&' : '?';
    env.DATABASE_URL = `${adminUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  }
  return {
    kind,
    start(timeoutMs) {
      // the placeholder SPA must look newer than any source, or the server would run a vite build
      const future = new Date(Date.now() + 365 * 24 * 3600 * 1000);
      utimesSync(spaIndex, future, future);
      return startServer({ port, dataDir, env, admin: ADMIN, bundleDir: BUNDLE_DIR, timeoutMs });
    },
    open: () =>
      kind === 'postgres'
        ? openDatabase({ databaseUrl: adminUrl, pgSchema: schema, pgPoolSize: 2 })
        : openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) }),
    async cleanUp() {
      if (schema && adminUrl) await runOnPostgres(adminUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Outcome = 'acknowledged' | 'refused' | 'unknown';

export interface Write {
  kind: 'confirm' | 'cancel' | 'points' | 'free-ticket';
  target: number;
  /** points: the row's values and its team_vs marker */
  points?: Record<string, number>;
  marker?: string;
  outcome: Outcome;
  status?: number;
}

interface Workload {
  pendingPayments: number[];
  pointRows: number[];
  users: number[];
}

/** By ids, not timestamps: the demo seed dates some rows up to the end of today. */
export interface Baseline {
  ticketId: number;
  auditId: number;
}

export async function loadBaseline(db: Kysely<Database>): Promise<Baseline> {
  const tickets = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const audit = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return { ticketId: Number(tickets.id ?? 0), auditId: Number(audit.id ?? 0) };
}

async function loadWorkload(db: Kysely<Database>): Promise<Workload> {
  const pending = await db.selectFrom('payments').select('id').where('status', '=', 'pending').orderBy('id').execute();
  const rows = await db.selectFrom('game_week_players').select('id').orderBy('id').limit(POINT_ROWS).execute();
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(FREE_TICKET_USERS).execute();
  return {
    pendingPayments: pending.map((row) => row.id).reverse(),
    pointRows: rows.map((row) => row.id),
    users: users.map((row) => row.id),
  };
}

class WriteStream {
  readonly writes: Write[] = [];
  private running = true;
  private up = false;
  private inFlight = 0;
  private sequence = 0;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly workload: Workload,
    private readonly random: ReturnType<typeof seededRandom>,
  ) {}

  start() {
    this.workers = Array.from({ length: WORKERS }, (_, index) => this.worker(index));
  }
  resume() {
    this.up = true;
  }
  /** requests under way stay in flight */
  pause() {
    this.up = false;
  }
  async drained() {
    while (this.inFlight > 0) await sleep(5);
  }
  async finish() {
    this.running = false;
    await Promise.all(this.workers);
  }

  private nextWrite(worker: number): Omit<Write, 'outcome'> {
    const roll = this.random.next();
    const payment = roll < 0.35 ? this.workload.pendingPayments.pop() : undefined;
    if (payment !== undefined) return { kind: this.random.next() < 0.8 ? 'confirm' : 'cancel', target: payment };
    if (roll < 0.7) {
      // each row belongs to one worker, so the writes to a row are strictly one after another
      const rows = this.workload.pointRows.filter((_, index) => index % WORKERS === worker);
      const row = rows[this.random.between(0, rows.length - 1)];
      const points = Object.fromEntries(POINT_FIELDS.map((field) => [field, this.random.between(-99, 99)]));
      return { kind: 'points', target: row, points, marker: `crash-${++this.sequence}` };
    }
    return { kind: 'free-ticket', target: this.workload.users[this.random.between(0, this.workload.users.length - 1)] };
  }

  private request(write: Omit<Write, 'outcome'>): { method: string; url: string; body: unknown } {
    switch (write.kind) {
      case 'confirm':
        return { method: 'PUT', url: `/api/admin/v1/payment/${write.target}`, body: { status: 'completed' } };
      case 'cancel':
        return {
          method: 'PUT',
          url: `/api/admin/v1/payment/${write.target}`,
          body: { status: 'cancelled', reference_code: `crash-safety ${write.target}` },
        };
      case 'points':
        return {
          method: 'PUT',
          url: `/api/admin/v1/game-week-player/${write.target}`,
          body: { ...write.points, team_vs: write.marker },
        };
      case 'free-ticket':
        return { method: 'POST', url: '/api/admin/v1/generate-all-ticket-for-player', body: { user_id: write.target } };
    }
  }

  private async worker(index: number) {
    while (this.running) {
      if (!this.up) {
        await sleep(20);
        continue;
      }
      const planned = this.nextWrite(index);
      const { method, url, body } = this.request(planned);
      const write: Write = { ...planned, outcome: 'unknown' };
      this.writes.push(write);
      this.inFlight += 1;
      try {
        const response = await fetch(`${this.baseUrl}${url}`, {
          method,
          headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        write.status = response.status;
        write.outcome = response.status === 200 ? 'acknowledged' : 'refused';
      } catch {
        // no answer: the server died with the request in flight (or before it arrived)
        write.outcome = 'unknown';
      } finally {
        this.inFlight -= 1;
      }
    }
  }
}

const count = <T>(items: T[], keep: (item: T) => boolean) => items.filter(keep).length;

export interface Findings {
  acknowledgedLost: string[];
  halfDone: string[];
}

/** Exported for tests/reliability/crashSafety.test.ts, which proves these checks catch what they claim to. */
export async function checkDatabase(
  db: Kysely<Database>,
  kind: Dialect,
  writes: Write[],
  baseline: Baseline,
): Promise<Findings> {
  const lost: string[] = [];
  const half: string[] = [];
  const unexpected = writes.filter((write) => write.outcome === 'refused');
  for (const write of unexpected) half.push(`${write.kind} ${write.target} answered ${write.status}`);

  const payments = await db.selectFrom('payments').select(['id', 'status', 'value']).execute();
  const ticketRows = await db
    .selectFrom('tickets')
    .select(['payment_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('payment_id', 'is not', null)
    .groupBy('payment_id')
    .execute();
  const ticketsOf = new Map(ticketRows.map((row) => [row.payment_id, Number(row.n)]));
  const audit = await db
    .selectFrom('audit_log')
    .select(['action', 'target_type', 'target_id', 'after_json'])
    .where('id', '>', baseline.auditId)
    .execute();
  const paymentAudits = new Map<string, string[]>();
  for (const row of audit.filter((entry) => entry.target_type === 'payment')) {
    paymentAudits.set(row.target_id, [...(paymentAudits.get(row.target_id) ?? []), row.action]);
  }
  const settledByStream = new Set(
    writes.filter((w) => w.kind === 'confirm' || w.kind === 'cancel').map((w) => w.target),
  );
  for (const payment of payments) {
    const held = ticketsOf.get(payment.id) ?? 0;
    const expected = payment.status === 'completed' ? payment.value : 0;
    if (held !== expected)
      half.push(`payment ${payment.id} is ${payment.status} with ${held} tickets (value ${payment.value})`);
    const actions = paymentAudits.get(String(payment.id)) ?? [];
    if (settledByStream.has(payment.id)) {
      const want =
        payment.status === 'completed' ? ['payment.confirm'] : payment.status === 'cancelled' ? ['payment.cancel'] : [];
      if (actions.join() !== want.join())
        half.push(`payment ${payment.id} is ${payment.status} with audit [${actions}]`);
    }
  }
  const statusOf = new Map(payments.map((payment) => [payment.id, payment.status]));
  for (const write of writes.filter((w) => w.outcome === 'acknowledged')) {
    if (write.kind === 'confirm' && statusOf.get(write.target) !== 'completed')
      lost.push(`confirm of payment ${write.target}`);
    if (write.kind === 'cancel' && statusOf.get(write.target) !== 'cancelled')
      lost.push(`cancel of payment ${write.target}`);
  }

  // per user at least the acknowledged free tickets, at most all sent
  const freeRows = await db
    .selectFrom('tickets')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('source', '=', 'free')
    .where('id', '>', baseline.ticketId)
    .groupBy('user_id')
    .execute();
  const freeOf = new Map(freeRows.map((row) => [row.user_id, Number(row.n)]));
  const freeAudits = audit.filter((row) => row.action === 'ticket.free');
  for (const user of new Set(writes.filter((w) => w.kind === 'free-ticket').map((w) => w.target))) {
    const mine = writes.filter((w) => w.kind === 'free-ticket' && w.target === user);
    const acknowledged = count(mine, (w) => w.outcome === 'acknowledged');
    const possible = count(mine, (w) => w.outcome !== 'refused');
    const held = freeOf.get(user) ?? 0;
    const audited = count(freeAudits, (row) => row.target_id === String(user));
    if (held < acknowledged) lost.push(`${acknowledged - held} free ticket(s) of user ${user}`);
    if (held > possible) half.push(`user ${user} holds ${held} free tickets, only ${possible} were sent`);
    if (audited !== held) half.push(`user ${user} holds ${held} free tickets with ${audited} audit rows`);
  }

  const pointAudits = audit.filter((row) => row.action === 'gameweek.player_points');
  const auditedMarkers = new Set(
    pointAudits.map((row) => (JSON.parse(row.after_json ?? '{}') as { team_vs?: string }).team_vs),
  );
  const pointWrites = writes.filter((w) => w.kind === 'points');
  for (const write of pointWrites.filter((w) => w.outcome === 'acknowledged')) {
    if (!auditedMarkers.has(write.marker)) lost.push(`points ${write.marker} of row ${write.target} (no audit row)`);
  }
  const rowIds = [...new Set(pointWrites.map((w) => w.target))];
  const rows = rowIds.length
    ? await db.selectFrom('game_week_players').selectAll().where('id', 'in', rowIds).execute()
    : [];
  for (const row of rows) {
    const mine = pointWrites.filter((w) => w.target === row.id);
    const holding = mine.find((w) => w.marker === row.team_vs);
    const lastAcknowledged = mine.map((w) => w.outcome).lastIndexOf('acknowledged');
    if (lastAcknowledged >= 0) {
      // the row holds its last acknowledged write, or a later one a kill cut off (it may have committed)
      const candidates = [
        mine[lastAcknowledged],
        ...mine.slice(lastAcknowledged + 1).filter((w) => w.outcome === 'unknown'),
      ];
      if (!candidates.some((w) => w.marker === row.team_vs)) {
        lost.push(
          `row ${row.id} holds '${row.team_vs}', not its last acknowledged write ${mine[lastAcknowledged].marker}`,
        );
      }
    }
    if (row.team_vs.startsWith('crash-') && (!holding || holding.outcome === 'refused')) {
      half.push(`row ${row.id} holds '${row.team_vs}', which no write that could have committed sent`);
    }
    if (holding && POINT_FIELDS.some((field) => row[field] !== holding.points?.[field])) {
      half.push(`row ${row.id} holds the marker of ${holding.marker} but other points`);
    }
    const audited = count(pointAudits, (entry) => entry.target_id === String(row.id));
    const acknowledged = count(mine, (w) => w.outcome === 'acknowledged');
    const possible = count(mine, (w) => w.outcome !== 'refused');
    if (audited < acknowledged || audited > possible)
      half.push(`row ${row.id}: ${audited} audit rows for ${acknowledged}..${possible} writes`);
  }

  const tableOf: Record<string, 'payments' | 'users' | 'game_week_players'> = {
    payment: 'payments',
    user: 'users',
    game_week_player: 'game_week_players',
  };
  for (const [type, table] of Object.entries(tableOf)) {
    const ids = [...new Set(audit.filter((row) => row.target_type === type).map((row) => Number(row.target_id)))];
    if (ids.length === 0) continue;
    const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) half.push(`${ids.length - found.length} audit row(s) name a missing ${type}`);
  }

  if (kind === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    if (integrity.rows[0]?.integrity_check !== 'ok') half.push(`integrity_check: ${JSON.stringify(integrity.rows)}`);
    const foreignKeys = await sql`pragma foreign_key_check`.execute(db);
    if (foreignKeys.rows.length > 0) half.push(`foreign_key_check: ${foreignKeys.rows.length} violation(s)`);
  }
  return { acknowledgedLost: lost, halfDone: half };
}

interface RunResult {
  database: Dialect;
  kills: number;
  killsSurvived: number;
  writesSent: number;
  acknowledged: number;
  refused: number;
  unknown: number;
  acknowledgedLost: number;
  halfDone: number;
  problems: string[];
  seconds: number;
}

async function runOn(kind: Dialect, options: Options): Promise<RunResult> {
  const startedAt = Date.now();
  const random = seededRandom(options.seed + (kind === 'postgres' ? 1 : 0));
  const target = await prepareTarget(kind);
  const problems: string[] = [];
  let killsSurvived = 0;
  let stream: WriteStream | undefined;
  let server: RunningServer | undefined;
  try {
    say(`[${kind}] starting the server (first start seeds the demo data)...`);
    server = await target.start(FIRST_START_TIMEOUT_MS);
    const token = await server.signIn();
    const handle = target.open();
    const workload = await loadWorkload(handle.db);
    const baseline = await loadBaseline(handle.db);
    await handle.close();

    stream = new WriteStream(server.baseUrl, token, workload, random);
    stream.start();
    stream.resume();
    for (let kill = 1; kill <= options.kills; kill++) {
      await sleep(random.between(250, 1_200));
      stream.pause();
      await server.kill();
      await stream.drained();
      server = await target.start(RESTART_TIMEOUT_MS);
      const db = target.open();
      try {
        const findings = await checkDatabase(db.db, kind, stream.writes, baseline);
        const found = [
          ...findings.acknowledgedLost.map((p) => `lost: ${p}`),
          ...findings.halfDone.map((p) => `half-done: ${p}`),
        ];
        if (found.length === 0) killsSurvived += 1;
        problems.push(...found.map((p) => `after kill ${kill}: ${p}`));
      } finally {
        await db.close();
      }
      const acknowledged = count(stream.writes, (w) => w.outcome === 'acknowledged');
      say(
        `[${kind}] kill ${kill}/${options.kills}: restarted, ${stream.writes.length} writes sent, ${acknowledged} acknowledged`,
      );
      stream.resume();
    }
    await stream.finish();
    await server.stop();

    const db = target.open();
    let final: Findings;
    try {
      final = await checkDatabase(db.db, kind, stream.writes, baseline);
    } finally {
      await db.close();
    }
    problems.push(
      ...final.acknowledgedLost.map((p) => `final: lost: ${p}`),
      ...final.halfDone.map((p) => `final: half-done: ${p}`),
    );
    const writes = stream.writes;
    return {
      database: kind,
      kills: options.kills,
      killsSurvived,
      writesSent: writes.length,
      acknowledged: count(writes, (w) => w.outcome === 'acknowledged'),
      refused: count(writes, (w) => w.outcome === 'refused'),
      unknown: count(writes, (w) => w.outcome === 'unknown'),
      acknowledgedLost: final.acknowledgedLost.length,
      halfDone: final.halfDone.length,
      problems: [...new Set(problems)].slice(0, 50),
      seconds: Math.round((Date.now() - startedAt) / 1000),
    };
  } catch (error) {
    problems.push(`${error instanceof Error ? error.message : String(error)}\n${server?.output() ?? ''}`);
    return {
      database: kind,
      kills: options.kills,
      killsSurvived,
      writesSent: stream?.writes.length ?? 0,
      acknowledged: 0,
      refused: 0,
      unknown: 0,
      acknowledgedLost: -1,
      halfDone: -1,
      problems,
      seconds: Math.round((Date.now() - startedAt) / 1000),
    };
  } finally {
    await stream?.finish().catch(() => {});
    await server?.kill();
    await target.cleanUp();
  }
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const results: RunResult[] = [];
  for (const kind of options.databases) results.push(await runOn(kind, options));
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results', 'crash-safety.json'),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), seed: options.seed, runs: results }, null, 2)}\n`,
  );
  let ok = true;
  for (const result of results) {
    const passed =
      result.killsSurvived === result.kills &&
      result.acknowledgedLost === 0 &&
      result.halfDone === 0 &&
      result.problems.length === 0;
    ok &&= passed;
    say(
      `[${result.database}] ${passed ? 'PASS' : 'FAIL'}: ${result.killsSurvived}/${result.kills} kills survived, ` +
        `${result.acknowledged} of ${result.writesSent} writes acknowledged, ${result.unknown} cut off, ` +
        `${result.acknowledgedLost} acknowledged lost, ${result.halfDone} half-done (${result.seconds} s)`,
    );
    for (const problem of result.problems) say(`  ${problem}`);
  }
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // a Ctrl-C or a test runner's SIGTERM still runs the exit guards that kill the server
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
