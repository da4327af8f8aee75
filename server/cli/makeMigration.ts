import { relative } from 'node:path';
import { restResources } from '../../contract';
import { MIGRATIONS_DIR, makeMigration } from '../db/makeMigration/generate';

async function main(): Promise<void> {
  const words = process.argv.slice(2).join(' ');
  const { plan, file } = await makeMigration(MIGRATIONS_DIR, words, restResources);
  for (const conflict of plan.conflicts) console.warn(`left to you: ${conflict}`);
  if (!file) {
    console.log('No changes: the migrations already build every declared table, column and index.');
    return;
  }
  console.log(`Wrote ${relative(process.cwd(), file)} (${plan.changes.length} change(s)); review it, then commit it.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
