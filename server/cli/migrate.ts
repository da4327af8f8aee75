import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

async function main(): Promise<void> {
  const handle = openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    const { applied } = await migrateToLatest(handle);
    const where = handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
    console.log(
      applied.length === 0
        ? `${where}: already up to date`
        : `${where}: applied ${applied.length} migration(s): ${applied.join(', ')}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
