/** `npm run db:restore -- <backup file>`; refuses while any process holds the database open. */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { DatabaseInUseError, restoreSqlite } from '../server/db/backup';
import { SQLITE_FILE_NAME } from '../server/db/connection';

function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL selects PostgreSQL: restore it with pg_restore (see the README, "Backups").');
    return 2;
  }
  const backup = process.argv[2];
  if (!backup) {
    console.error('Usage: npm run db:restore -- <backup file>   (stop the server first)');
    return 2;
  }
  const target = path.join(config.dataDir, SQLITE_FILE_NAME);
  try {
    const result = restoreSqlite(path.resolve(backup), target);
    console.log(`Restored ${path.resolve(backup)}\n      to ${target} (${result.tables} tables, integrity ok)`);
    if (result.previous) console.log(`The database it replaced is kept as ${result.previous}`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Restore refused: ${message}`);
    return error instanceof DatabaseInUseError ? 3 : 1;
  }
}

process.exitCode = main();
