/**
 * BENCH_ONLY=floor runs it alone. BENCH_FLOOR_RUNS=<n> sets the Lighthouse runs per page and preset (3), the first
 * row's loads being twice that; BENCH_FLOOR_PAGES=payments,members measures only those of our screens (the
 * minimal app always), for a smoke run or one lever at a time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_PAGE, type RouteId, routeById } from '../../contract';
import { startE2eServer } from '../../tests/e2e/support/server';
import { medianRun } from '../lighthouse/run';
import { keptSession } from '../support/keptSession';
import { buildSpa } from '../support/spaBuild';
import { median } from '../support/timing';
import { type FloorPage, firstRowTurns, lighthouseTurns } from './measure';
import { buildMinimalApp, MINIMAL_LIST_PATH, serveMinimalApp } from './minimalApp';
import { type FloorFigures, type FloorReport, floorLimits, LOGIN, MINIMAL } from './report';

export const FLOOR_SCREENS = [
  { name: 'payments', path: '/payment' },
  { name: 'members', path: '/userdetail' },
  { name: 'game-week points', path: '/edit-game-week/1' },
  { name: 'season players', path: '/season-edit-player/:season' },
] as const;

export interface FloorOptions {
  lighthouseRuns: number;
  firstRowLoads: number;
  /** our screens measured, by name; every one when undefined */
  screens?: string[];
  log: (line: string) => void;
}

export function floorOptionsFromEnv(log: (line: string) => void): FloorOptions {
  const runs = Number(process.env.BENCH_FLOOR_RUNS || 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_FLOOR_RUNS must be a whole number from 1');
  const screens = process.env.BENCH_FLOOR_PAGES?.split(',').map((name) => name.trim());
  const unknown = screens?.filter((name) => !FLOOR_SCREENS.some((screen) => screen.name === name));
  if (unknown?.length) throw new Error(`BENCH_FLOOR_PAGES names no screen: ${unknown.join(', ')}`);
  return { lighthouseRuns: runs, firstRowLoads: Math.max(runs * 2, 2), screens, log };
}

async function adminGet<T>(baseUrl: string, token: string, id: RouteId, query = ''): Promise<T> {
  const response = await fetch(`${baseUrl}/api${routeById[id].path}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${id}: ${response.status}`);
  return (await response.json()) as T;
}

/** The rows our /payment shows first, read from our server as the SPA reads them. */
const firstPaymentRows = async (baseUrl: string, token: string) =>
  (
    await adminGet<{ pendingPayments: Record<string, unknown>[] }>(
      baseUrl,
      token,
      'listPendingPayments',
      `?page=1&limit=${PAYMENT_PAGE.limit}`,
    )
  ).pendingPayments;

/** The newest season, the one the demo data fills with players. */
const newestSeason = async (baseUrl: string, token: string) =>
  (await adminGet<{ seasons: { id: number }[] }>(baseUrl, token, 'listSeasons')).seasons[0].id;

export async function runFloorBench(options: FloorOptions): Promise<FloorReport> {
  const { log } = options;
  const scratch = await mkdtemp(join(tmpdir(), 'matchday-floor-'));
  const oursDir = join(scratch, 'ours');
  const minimalDir = join(scratch, 'minimal');
  try {
    log(`building our SPA and the minimal app into ${scratch}`);
    buildSpa(oursDir);
    await buildMinimalApp(minimalDir);
    const server = await startE2eServer({ SPA_DIR: oursDir });
    try {
      const token = await server.signIn();
      const session = await keptSession(server.baseUrl, token);
      const minimal = await serveMinimalApp(minimalDir, await firstPaymentRows(server.baseUrl, token));
      const season = String(await newestSeason(server.baseUrl, token));
      try {
        const ours = (name: string, path: string, signedIn: boolean, hasRows: boolean): FloorPage => ({
          name,
          path,
          hasRows,
          baseUrl: server.baseUrl,
          session: signedIn ? session : null,
          spaDir: oursDir,
        });
        const pages: FloorPage[] = [
          {
            name: MINIMAL,
            baseUrl: minimal.baseUrl,
            path: MINIMAL_LIST_PATH,
            session: null,
            spaDir: minimalDir,
            hasRows: true,
          },
          ...FLOOR_SCREENS.filter((screen) => !options.screens || options.screens.includes(screen.name)).map((screen) =>
            ours(screen.name, screen.path.replace(':season', season), true, true),
          ),
          ...(options.screens ? [] : [ours(LOGIN, '/login', false, false)]),
        ];
        const lighthouse = await lighthouseTurns(pages, ['mobile', 'desktop'], options.lighthouseRuns, log);
        const firstRows = await firstRowTurns(pages, options.firstRowLoads, log);
        const figures: FloorFigures[] = pages.map((page) => {
          const mobile = lighthouse.get(`${page.name} mobile`);
          const desktop = lighthouse.get(`${page.name} desktop`);
          const rows = firstRows.get(page.name);
          return {
            page: page.name,
            path: page.path,
            mobile: medianRun(mobile?.runs ?? []),
            desktop: medianRun(desktop?.runs ?? []),
            ...(page.hasRows
              ? {
                  firstRowMs: rows?.runs.length ? Math.round(median(rows.runs)) : null,
                  firstRowRunsMs: rows?.runs ?? [],
                }
              : {}),
            failures: [mobile, desktop, rows].flatMap((measured) => measured?.failures ?? []),
          };
        });
        return {
          scenario: 'floor',
          lighthouseRuns: options.lighthouseRuns,
          firstRowLoads: options.firstRowLoads,
          figures,
          limits: floorLimits(figures),
        };
      } finally {
        await minimal.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
