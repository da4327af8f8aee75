/** One step of SQLite's online backup API, in one read transaction: a consistent snapshot while WAL writers carry on. */
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
 * Leaving WAL mode needs every other connection closed and fails at once with SQLITE_BUSY otherwise; when it
 * succeeds, whatever a killed server left in the -wal is folded into the main file first.
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
  previous: string | null;
  tables: number;
}

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

export function defaultBackupFile(dataDir: string, now = new Date()): string {
  return path.join(dataDir, 'backups', `matchday-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`);
}
