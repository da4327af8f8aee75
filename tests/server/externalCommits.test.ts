import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECHECK_MS, watchedDataVersion } from '../../server/db/externalCommits';
import { NOTICE_PATIENCE_MS } from './support/poll';

/** Two connections to one WAL file, as the server and the admin CLI have. */
describe("SQLite's data_version asked only when the file changed", () => {
  let dir: string;
  let file: string;
  let server: SqliteDatabase.Database;
  let otherProcess: SqliteDatabase.Database;
  let reads: number;
  let nowMs: number;
  let watched: ReturnType<typeof watchedDataVersion>;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'matchday-external-commits-'));
    file = path.join(dir, 'matchday.sqlite');
    server = new SqliteDatabase(file);
    server.pragma('journal_mode = WAL');
    server.exec('CREATE TABLE t (n INTEGER)');
    otherProcess = new SqliteDatabase(file);
    const dataVersion = server.prepare('PRAGMA data_version').pluck();
    reads = 0;
    nowMs = 0;
    watched = watchedDataVersion(
      file,
      () => {
        reads++;
        return dataVersion.get() as number;
      },
      () => nowMs,
    );
  });
  afterEach(() => {
    watched.close();
    server.close();
    otherProcess.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers repeated asks from memory while nothing was written and the recheck time has not passed', () => {
    const first = watched.version();
    for (let ask = 0; ask < 1000; ask++) expect(watched.version()).toBe(first);
    expect(reads).toBe(1);
    nowMs += RECHECK_MS;
    watched.version();
    expect(reads).toBe(2);
  });

  it("sees another connection's commit once the file change is reported, well before the recheck time", async () => {
    const before = watched.version();
    otherProcess.prepare('INSERT INTO t VALUES (1)').run();
    // the clock stands still: only the watch can make it ask again
    await expect.poll(() => watched.version(), { timeout: NOTICE_PATIENCE_MS, interval: 5 }).not.toBe(before);
  });

  it('asks every time once it is closed (no watch)', () => {
    watched.close();
    watched.version();
    watched.version();
    expect(reads).toBe(2);
  });
});
