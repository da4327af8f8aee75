/**
 * Backups of the embedded SQLite database (npm run db:backup / db:restore).
 *
 * - backup: SQLite's online backup API (better-sqlite3's db.backup) on a connection of its own, while the
 *   server keeps running. The pages are copied in ONE step, inside one read transaction: a consistent
 *   snapshot of every transaction committed before the step began, never half of one (in WAL mode the
 *   server's writers carry on meanwhile). The copy is written under a temporary name, checked with
 *   PRAGMA integrity_check, made durable (fsync) and only then renamed to its final name.
 * - restore: refuses while anything holds the database open (a running server), keeps the current file
 *   beside it as <file>.before-restore-<time>, and swaps the verified backup in with an atomic rename.
 *
 * PostgreSQL is backed up with its own tools (pg_dump / pg_restore): see the README.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** Tables every Matchday database has: a file without them is not one of our backups. */
const REQUIRED_TABLES = ['admins', 'payments', 'tickets', 'audit_log'];
/** How long a backup waits for the server's write lock to clear before a step (rarely needed in WAL mode). */
const BUSY_TIMEOUT_MS = 5_000;
/** better-sqlite3's "copy every remaining page in the next step". */
const ALL_PAGES = 0x7fffffff;

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

export interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
  tables: number;
}

function fsyncPath(file: string) {
  const descriptor = openSync(file, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Checks a copy: integrity_check 'ok' and the tables of a Matchday database. Answers its table count. */
export function verifySqliteCopy(file: string): { tables: number } {
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  let copy: SqliteDatabase.Database;
  try {
    copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(`${file} is not a SQLite database: ${(error as Error).message}`);
  }
  let integrity: string;
  let tables: string[];
  try {
    integrity = copy.pragma('integrity_check', { simple: true }) as string;
    tables = copy.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
  } catch (error) {
    throw new Error(`${file} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') throw new Error(`${file} fails the integrity check: ${integrity}`);
  const missing = REQUIRED_TABLES.filter((table) => !tables.includes(table));
  if (missing.length > 0) throw new Error(`${file} is not a Matchday database (missing ${missing.join(', ')})`);
  return { tables: tables.length };
}

/** Copies the live database at sourceFile to destinationFile (which must not exist yet). */
export async function backupSqlite(sourceFile: string, destinationFile: string): Promise<BackupResult> {
  if (!existsSync(sourceFile)) throw new Error(`No database at ${sourceFile}`);
  if (existsSync(destinationFile)) throw new Error(`${destinationFile} exists already: choose another name`);
  const partial = `${destinationFile}.partial`;
  rmSync(partial, { force: true });
  const source = new SqliteDatabase(sourceFile, { fileMustExist: true });
  let pages = 0;
  try {
    source.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const progress = await source.backup(partial, { progress: () => ALL_PAGES });
    pages = progress.totalPages;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  try {
    // a self-contained single file: the copy keeps no -wal beside it
    const copy = new SqliteDatabase(partial, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const { tables } = verifySqliteCopy(partial);
    fsyncPath(partial);
    renameSync(partial, destinationFile);
    fsyncPath(path.dirname(destinationFile));
    return { file: destinationFile, bytes: statSync(destinationFile).size, pages, tables };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Throws DatabaseInUseError when any connection (a running server) has the database open. Leaving WAL mode
 * needs every other connection closed, and it fails at once with SQLITE_BUSY otherwise; when it succeeds,
 * whatever a killed server left in the -wal is folded into the main file first, so nothing is lost.
 */
export function assertNotInUse(file: string) {
  if (!existsSync(file)) return;
  const probe = new SqliteDatabase(file, { fileMustExist: true });
  try {
    probe.pragma('busy_timeout = 0');
    let mode: string;
    try {
      mode = probe.pragma('journal_mode = DELETE', { simple: true }) as string;
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
        throw new DatabaseInUseError(`${file} is open in another process (is the server running?): stop it first`);
      }
      throw error;
    }
    if (mode !== 'delete') {
      throw new DatabaseInUseError(`${file} is open in another process (is the server running?): stop it first`);
    }
  } finally {
    probe.close();
  }
}

export interface RestoreResult {
  /** where the database that was replaced is kept, or null when there was none */
  previous: string | null;
  tables: number;
}

/** Puts a verified backup in place of targetFile; refuses while a server holds targetFile open. */
export function restoreSqlite(backupFile: string, targetFile: string, now = new Date()): RestoreResult {
  const { tables } = verifySqliteCopy(backupFile);
  assertNotInUse(targetFile);
  for (const leftover of [`${targetFile}-wal`, `${targetFile}-journal`]) {
    if (existsSync(leftover)) throw new Error(`${leftover} still exists: start and stop the server once, then retry`);
  }
  rmSync(`${targetFile}-shm`, { force: true });
  mkdirSync(path.dirname(targetFile), { recursive: true });
  const incoming = `${targetFile}.restoring`;
  copyFileSync(backupFile, incoming);
  fsyncPath(incoming);
  let previous: string | null = null;
  if (existsSync(targetFile)) {
    previous = `${targetFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(targetFile, previous);
  }
  renameSync(incoming, targetFile);
  fsyncPath(path.dirname(targetFile));
  return { previous, tables };
}

/** backups/matchday-2026-01-31T10-15-00-000Z.sqlite under the data directory. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  return path.join(dataDir, 'backups', `matchday-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`);
}
