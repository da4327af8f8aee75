/**
 * Summarising a game week: the whole call through the app against the very same statement run on a plain
 * connection, so the ratio shows what the app adds. On PostgreSQL an untimed VACUUM precedes every timed run,
 * so neither side pays for the other's dead rows.
 *
 * Run alone: `npx tsx bench/summarise.ts`. Settings: BENCH_SIZES (1000,10000,100000), BENCH_RUNS (5).
 */
import { pathToFileURL } from 'node:url';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../server/app';
import { manualClock } from '../server/clock';
import { loadConfig } from '../server/config';
import type { Dialect } from '../server/db/connection';
import { summariseStatement } from '../server/domain/summarise';
import { addGameWeek, analyze, bulkLoad, loadLeague } from './summariseData';
import { benchToken } from './support/benchToken';
import { type BenchDatabase, openBenchDatabase } from './support/database';
import type { Limit } from './support/limits';
import { median, round, timed } from './support/timing';

export interface SummariseFigure {
  database: Dialect;
  entries: number;
  picks: number;
  endpointMs: number;
  directMs: number;
  ratio: number;
  endpointRunsMs: number[];
  directRunsMs: number[];
}

export interface SummariseReport {
  scenario: 'summarise';
  runs: number;
  figures: SummariseFigure[];
  /** time to generate each database's data, all sizes together (not part of the measurement) */
  generateMs: Partial<Record<Dialect, number>>;
  /** checked at the largest size measured */
  limits: Limit[];
}

export interface SummariseOptions {
  sizes?: number[];
  runs?: number;
  databaseUrl?: string;
  log?: (line: string) => void;
}

export const DEFAULT_SIZES = [1_000, 10_000, 100_000];
const PICKS_PER_ENTRY = 11;

interface DirectRunner {
  run(gameWeekId: number): Promise<void>;
  /** PostgreSQL: reclaim the dead rows the last update left (untimed) */
  tidy(): Promise<void>;
  close(): Promise<void>;
}

async function directRunner(database: BenchDatabase): Promise<DirectRunner> {
  const compile = (gameWeekId: number) => summariseStatement(gameWeekId).compile(database.db);
  if (database.dialect === 'postgres') {
    const client = new pg.Client({
      connectionString: process.env.DATABASE_URL,
      options: `-c search_path=${database.pgSchema}`,
    });
    await client.connect();
    // the settings the endpoint's transaction runs the statement under (see server/domain/summarise.ts)
    await client.query('SET jit = off');
    return {
      async run(gameWeekId) {
        const { sql: text, parameters } = compile(gameWeekId);
        await client.query(text, parameters as unknown[]);
      },
      async tidy() {
        await client.query('VACUUM game_week_entries');
      },
      close: () => client.end(),
    };
  }
  if (!database.sqliteFile) throw new Error('the SQLite file is needed for the direct run');
  const connection = new Sqlite(database.sqliteFile);
  connection.pragma('busy_timeout = 5000');
  return {
    async run(gameWeekId) {
      const { sql: text, parameters } = compile(gameWeekId);
      connection.prepare(text).run(...(parameters as unknown[]));
    },
    async tidy() {},
    close: async () => {
      connection.close();
    },
  };
}

async function totalPoints(database: BenchDatabase, gameWeekId: number): Promise<number> {
  const row = await database.db
    .selectFrom('game_week_entries')
    .select((eb) => eb.fn.sum<number>('total_point').as('sum'))
    .where('game_week_id', '=', gameWeekId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

async function benchOneDatabase(
  kind: Dialect,
  sizes: number[],
  runs: number,
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<{ figures: SummariseFigure[]; generateMs: number }> {
  const database = await openBenchDatabase(kind, databaseUrl);
  const clock = manualClock('2026-01-01T00:00:00.000Z');
  const app = await buildApp({ database, config: { ...loadConfig({}), spaDir: '/nonexistent-spa-build' }, clock });
  let direct: DirectRunner | undefined;
  try {
    await app.ready();
    await loadLeague(database.db);
    const generateMs = await timed(() =>
      bulkLoad(database.db, kind, async () => {
        for (const [index, entries] of sizes.entries()) await addGameWeek(database.db, kind, index + 1, entries);
      }),
    );
    await analyze(database.db);
    log(`${kind}: generated ${sizes.join(', ')} entries x ${PICKS_PER_ENTRY} picks in ${round(generateMs, 0)} ms`);
    const token = await benchToken(database.db, clock);
    direct = await directRunner(database);
    const runner = direct;

    const endpoint = async (gameWeekId: number) => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/admin/v1/game-week-player-all-results/${gameWeekId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`summarise answered ${response.statusCode}: ${response.body}`);
    };

    const figures: SummariseFigure[] = [];
    for (const [index, entries] of sizes.entries()) {
      const gameWeekId = index + 1;
      // warm both paths (caches, prepared plans), untimed
      await endpoint(gameWeekId);
      const expected = await totalPoints(database, gameWeekId);
      await runner.run(gameWeekId);
      if ((await totalPoints(database, gameWeekId)) !== expected) throw new Error('endpoint and direct runs disagree');
      const endpointRunsMs: number[] = [];
      const directRunsMs: number[] = [];
      for (let run = 0; run < runs; run++) {
        await runner.tidy();
        endpointRunsMs.push(await timed(() => endpoint(gameWeekId)));
        await runner.tidy();
        directRunsMs.push(await timed(() => runner.run(gameWeekId)));
      }
      const figure: SummariseFigure = {
        database: kind,
        entries,
        picks: entries * PICKS_PER_ENTRY,
        endpointMs: round(median(endpointRunsMs)),
        directMs: round(median(directRunsMs)),
        ratio: round(median(endpointRunsMs) / median(directRunsMs), 2),
        endpointRunsMs: endpointRunsMs.map((ms) => round(ms)),
        directRunsMs: directRunsMs.map((ms) => round(ms)),
      };
      figures.push(figure);
      log(
        `${kind}: ${entries} entries: endpoint ${figure.endpointMs} ms, direct ${figure.directMs} ms, ratio ${figure.ratio}`,
      );
    }
    return { figures, generateMs: round(generateMs, 0) };
  } finally {
    await direct?.close();
    await app.close();
    await database.dispose();
  }
}

function limitsOf(figures: SummariseFigure[]): SummariseReport['limits'] {
  const largest = (kind: Dialect) =>
    figures.filter((f) => f.database === kind).sort((a, b) => b.entries - a.entries)[0] as SummariseFigure | undefined;
  const limits: SummariseReport['limits'] = [];
  const sqlite = largest('sqlite');
  if (sqlite) {
    limits.push({
      check: `SQLite, ${sqlite.entries} entries: under 5 s`,
      passed: sqlite.endpointMs < 5000,
      value: `${sqlite.endpointMs} ms`,
    });
  }
  const postgres = largest('postgres');
  if (postgres) {
    limits.push({
      check: `PostgreSQL, ${postgres.entries} entries: under 5 s`,
      passed: postgres.endpointMs < 5000,
      value: `${postgres.endpointMs} ms`,
    });
    limits.push({
      check: `PostgreSQL, ${postgres.entries} entries: at most 1.5x the statement run directly`,
      passed: postgres.ratio <= 1.5,
      value: `${postgres.ratio}x`,
    });
  }
  return limits;
}

export async function runSummariseBench(options: SummariseOptions = {}): Promise<SummariseReport> {
  const sizes = options.sizes ?? DEFAULT_SIZES;
  const runs = options.runs ?? 5;
  const log = options.log ?? (() => {});
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const kinds: Dialect[] = databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const figures: SummariseFigure[] = [];
  const generateMs: SummariseReport['generateMs'] = {};
  for (const kind of kinds) {
    const measured = await benchOneDatabase(kind, sizes, runs, databaseUrl, log);
    figures.push(...measured.figures);
    generateMs[kind] = measured.generateMs;
  }
  return { scenario: 'summarise', runs, figures, generateMs, limits: limitsOf(figures) };
}

export function optionsFromEnv(env = process.env): SummariseOptions {
  const sizes = env.BENCH_SIZES?.split(',').map((n) => Number(n.trim()));
  if (sizes?.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('BENCH_SIZES must be whole numbers >= 1');
  const runs = env.BENCH_RUNS === undefined ? undefined : Number(env.BENCH_RUNS);
  if (runs !== undefined && (!Number.isInteger(runs) || runs < 1)) throw new Error('BENCH_RUNS must be >= 1');
  return { sizes, runs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runSummariseBench({ ...optionsFromEnv(), log: (line) => process.stderr.write(`${line}\n`) });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}
