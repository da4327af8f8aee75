/**
 * The README's "Running on PostgreSQL" line, run as written: `npm start` on a new PostgreSQL database migrates
 * it, creates the first admin with the ADMIN_PASSWORD given, seeds no demo data (PostgreSQL is not seeded
 * unless SEED_DEMO=1) and serves. The database is one of this test's own, made and dropped here; the server
 * serves a placeholder page (SPA_DIR holds a fresh index.html), so no production build runs.
 *
 * PostgreSQL only. Without DATABASE_URL this file reports its test as skipped under a title that says why.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandAsWritten, ROOT } from '../support/readmeCommands';
import { type RunningServer, startServer } from '../support/startServer';

const NEEDS_POSTGRES = 'npm start on PostgreSQL as the README writes it (needs PostgreSQL: set DATABASE_URL)';
const AS_WRITTEN = "DATABASE_URL=postgres://user@host:5432/matchday ADMIN_PASSWORD='a long secret' npm start";
const README_URL = 'postgres://user@host:5432/matchday';

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(process.env.DATABASE_URL))(NEEDS_POSTGRES, { timeout: 180_000 }, () => {
  const database = `matchday_start_${process.pid}_${Date.now()}`;
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${database}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-start-pg-'));
    const spaDir = path.join(dataDir, 'spa');
    mkdirSync(spaDir);
    writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>placeholder</title>');
    server = await startServer({
      command: commandAsWritten(AS_WRITTEN, { [README_URL]: url.toString() }),
      dataDir,
      // as a reader runs it: the line gives DATABASE_URL (startServer leaves the test's out); no NODE_ENV of vitest's
      env: {
        NODE_ENV: undefined,
        SPA_DIR: spaDir,
        SERVER_BUNDLE_DIR: path.join(ROOT, 'build', 'start-postgres-server'),
      },
      timeoutMs: 150_000,
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('migrates a new database, signs in the first admin with the password given, and seeds nothing', async () => {
    expect(server.output()).not.toContain('Generated password');
    const login = await fetch(`${server.baseUrl}/api/admin/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'a long secret', app_key: 'matchday' }),
    });
    expect(login.status).toBe(200);
    const { tokenString } = (await login.json()) as { tokenString: string };
    const seasons = await fetch(`${server.baseUrl}/api/admin/v1/season-alls`, {
      headers: { authorization: `Bearer ${tokenString}` },
    });
    expect(await seasons.json()).toEqual({ ok: true, seasons: [] });
  });
});
