/**
 * `npm run db:backup [-- <file>]`: SQLite's online backup, safe while the server runs. PostgreSQL is backed up
 * with pg_dump instead (see the README).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupSqlite, defaultBackupFile } from '../server/db/backup';
import { SQLITE_FILE_NAME } from '../server/db/connection';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL selects PostgreSQL: back it up with pg_dump (see the README, "Backups").');
    process.exitCode = 2;
    return;
  }
  const source = path.join(config.dataDir, SQLITE_FILE_NAME);
  const destination = path.resolve(process.argv[2] ?? defaultBackupFile(config.dataDir));
  mkdirSync(path.dirname(destination), { recursive: true });
  const result = await backupSqlite(source, destination);
  console.log(
    `Backed up ${source}\n      to ${result.file} (${result.bytes} bytes, ${result.tables} tables, integrity ok)`,
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
