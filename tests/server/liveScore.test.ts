import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const FETCH = '/api/admin/v1/fatch-livescore-table';

/** A feed served over HTTP by the test itself: body and status are set per test. */
function feedServer() {
  const state = { status: 200, body: '{}' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(state.status, { 'content-type': 'application/json' });
    response.end(state.body);
  });
  return {
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/scores.json`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One app per database (a PostgreSQL test file gets one schema): each test points the app's config at
 * the source it needs. buildApp keeps the config object it is given, so the handler sees the change.
 */
describe.each(databaseKinds)('live score import on %s', (kind) => {
  let dir: string;
  let feedFile: string;
  let httpUrl: string;
  let t: TestApp;
  const http = feedServer();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'livescore-'));
    feedFile = join(dir, 'scores.json');
    httpUrl = await http.start();
    t = await createTestApp(kind, 'livescore', { seed: true });
  });
  afterAll(async () => {
    await Promise.all([t.dispose(), http.stop()]);
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    t.config.livescoreUrl = feedFile;
  });

  const importFeed = async () => t.call({ method: 'POST', url: FETCH, token: await t.signIn() });

  /** Fixtures with both clubs' abbreviation and provider id, earliest first. */
  const fixtures = () =>
    t.database.db
      .selectFrom('team_vs')
      .innerJoin('teams as t1', 't1.id', 'team_vs.team1_id')
      .innerJoin('teams as t2', 't2.id', 'team_vs.team2_id')
      .select([
        'team_vs.id',
        'team_vs.date_vs',
        'team_vs.score1',
        'team_vs.score2',
        't1.club_abbr as abbr1',
        't2.club_abbr as abbr2',
        't1.team_id as provider1',
        't2.team_id as provider2',
      ])
      .orderBy('team_vs.date_vs')
      .orderBy('team_vs.id')
      .execute();
  const scoresOf = () => t.database.db.selectFrom('team_vs').select(['id', 'score1', 'score2']).orderBy('id').execute();
  const auditOf = () => t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  it('answers 503 with an error when no source is configured', async () => {
    t.config.livescoreUrl = undefined;
    const response = await importFeed();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining('LIVESCORE_URL')));
  });

  it("imports scores from a local file: by abbreviation or provider id, either team order, the feed's date", async () => {
    const [a, b, c] = await fixtures();
    await writeFile(
      feedFile,
      JSON.stringify({
        date: b.date_vs,
        matches: [
          { date: a.date_vs, team1: a.abbr1.toLowerCase(), team2: a.abbr2, score1: 7, score2: 6 },
          { team1: b.provider2, team2: b.provider1, score1: 0, score2: 9 }, // listed the other way round
          { date: c.date_vs, team1: c.abbr1, team2: c.abbr2, score1: null, score2: null },
          { date: '2001-01-01', team1: 'ARS', team2: 'CHE', score1: 1, score2: 1 }, // no such fixture
        ],
      }),
    );
    const response = await importFeed();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      updated: c.score1 === null && c.score2 === null ? 2 : 3,
      unmatched: 1,
    });
    const byId = new Map((await scoresOf()).map((row) => [row.id, row]));
    expect(byId.get(a.id)).toMatchObject({ score1: 7, score2: 6 });
    expect(byId.get(b.id)).toMatchObject({ score1: 9, score2: 0 });
    expect(byId.get(c.id)).toMatchObject({ score1: null, score2: null });
    const audit = (await auditOf()).filter((row) => row.action === 'teamvs.update');
    expect(audit.map((row) => row.target_id)).toContain(String(a.id));
    const aAudit = audit.find((row) => row.target_id === String(a.id))!;
    expect(JSON.parse(aAudit.before_json!)).toEqual({ score1: a.score1, score2: a.score2 });
    expect(JSON.parse(aAudit.after_json!)).toEqual({ score1: 7, score2: 6, source: 'livescore' });
  });

  it('changes nothing and writes no audit row when the scores are already the same', async () => {
    const audit = await auditOf();
    const response = await importFeed(); // the same file again
    expect(response.json()).toMatchObject({ ok: true, updated: 0 });
    expect(await auditOf()).toEqual(audit);
  });

  it('reads a file:// URL too', async () => {
    const [a] = await fixtures();
    await writeFile(
      feedFile,
      JSON.stringify({ matches: [{ date: a.date_vs, team1: a.abbr1, team2: a.abbr2, score1: 3, score2: 3 }] }),
    );
    t.config.livescoreUrl = pathToFileURL(feedFile).href;
    expect((await importFeed()).json()).toEqual({ ok: true, updated: 1, unmatched: 0 });
  });

  it('refuses a feed with any bad entry whole, with 502 naming it, and writes nothing', async () => {
    const [a, b] = await fixtures();
    const before = { scores: await scoresOf(), audit: await auditOf() };
    const good = { date: a.date_vs, team1: a.abbr1, team2: a.abbr2, score1: 5, score2: 5 };
    const badFeeds = [
      { matches: [good, { date: b.date_vs, team1: b.abbr1, team2: b.abbr2, score1: -1, score2: 0 }] },
      { matches: [good, { date: '2024-02-30', team1: b.abbr1, team2: b.abbr2, score1: 1, score2: 0 }] },
      { matches: [good, { team1: b.abbr1, team2: b.abbr2, score1: 1, score2: 0 }] },
      { matches: [good, { date: b.date_vs, team1: b.abbr1, score1: 1, score2: 0 }] },
      [good],
    ];
    for (const feed of badFeeds) {
      await writeFile(feedFile, JSON.stringify(feed));
      const response = await importFeed();
      expect(response.statusCode, JSON.stringify(feed)).toBe(502);
      expect(response.json().error).toMatch(/^The live score could not be imported: /);
    }
    await writeFile(feedFile, '{"matches": [');
    expect((await importFeed()).json().error).toContain('JSON');
    expect({ scores: await scoresOf(), audit: await auditOf() }).toEqual(before);
  });

  it('answers 502 when the file is missing', async () => {
    await rm(feedFile, { force: true });
    const response = await importFeed();
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toContain('could not read');
  });

  it('imports from an http URL, and answers 502 when that source fails', async () => {
    t.config.livescoreUrl = httpUrl;
    const [a] = await fixtures();
    http.state.status = 200;
    http.state.body = JSON.stringify({
      matches: [{ date: a.date_vs, team1: a.provider1, team2: a.provider2, score1: 4, score2: 2 }],
    });
    const response = await importFeed();
    expect(response.statusCode, response.body).toBe(200);
    expect((await scoresOf()).find((row) => row.id === a.id)).toMatchObject({ score1: 4, score2: 2 });

    http.state.status = 500;
    http.state.body = '{"error":"upstream down"}';
    const failed = await importFeed();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toContain('500');
  });
});
