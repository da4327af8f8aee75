/**
 * SQLite's data_version, asked only when the database's files may have changed.
 *
 * Why: every statement on the SQLite file opens a read transaction, which takes and releases file locks
 * (system calls). Asked on every request, data_version cost about a tenth of a cached token check's time.
 * Another process's commit (the admin CLI resetting a password) writes the file's WAL, so a watch on the
 * database's folder says when to ask; without a change, the last answer stands. The kernel reports such a
 * write within milliseconds, as PostgreSQL's NOTIFY does for other instances. In case a change goes
 * unreported (a watch can fail, or not exist on some file systems) the version is asked again once
 * RECHECK_MS has passed anyway, and on every call while no watch runs.
 */
import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname } from 'node:path';

/** The longest a commit by another process can go unnoticed if its file change went unreported. */
export const RECHECK_MS = 100;

export interface WatchedVersion {
  version(): number;
  close(): void;
}

export function watchedDataVersion(
  file: string,
  readVersion: () => number,
  nowMs: () => number = () => performance.now(),
): WatchedVersion {
  const fileName = basename(file);
  let changed = true;
  let readAtMs = Number.NEGATIVE_INFINITY;
  let known = 0;
  let watcher: FSWatcher | undefined;
  try {
    // the folder, not the files: the WAL is created and removed as connections come and go
    watcher = watch(dirname(file), { persistent: false }, (_event, name) => {
      if (name === null || name.startsWith(fileName)) changed = true;
    });
    watcher.on('error', () => {
      watcher?.close();
      watcher = undefined;
    });
  } catch {
    watcher = undefined;
  }
  return {
    version() {
      const now = nowMs();
      if (watcher && !changed && now - readAtMs < RECHECK_MS) return known;
      changed = false;
      readAtMs = now;
      known = readVersion();
      return known;
    },
    close() {
      watcher?.close();
      watcher = undefined;
    },
  };
}
