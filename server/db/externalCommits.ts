/**
 * Asking data_version takes file locks (system calls, a tenth of a cached token check), so it is asked only when a
 * watch on the folder reports a change, and at least every RECHECK_MS in case a change goes unreported.
 */
import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname } from 'node:path';

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
