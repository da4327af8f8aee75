/**
 * The tables of declarations a test owns, made as a product resource's are: `npm run db:make-migration` writes
 * their migration on a copy of the migrations folder (inside the project, in build/, ignored by git and Biome, so
 * the copy imports kysely as the originals do), and the test runs its up() on each database it uses.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RestResource } from '../../../contract';
import { MIGRATIONS_DIR, makeMigration } from '../../../server/db/makeMigration/generate';
import type { DialectMigration } from '../../../server/db/migrations/column-types';

export interface GeneratedMigration {
  /** the migration's source, as the generator wrote it */
  source: string;
  migration: DialectMigration;
  /** removes the copy of the folder */
  dispose(): void;
}

export async function generateMigration(
  words: string,
  resources: readonly RestResource[],
): Promise<GeneratedMigration> {
  mkdirSync('build', { recursive: true });
  const dir = mkdtempSync(join('build', 'generated-migration-'));
  try {
    for (const file of readdirSync(MIGRATIONS_DIR)) cpSync(join(MIGRATIONS_DIR, file), join(dir, file));
    const { file } = await makeMigration(dir, words, resources);
    if (!file) throw new Error(`the declarations of ${words} need no migration`);
    const migration: DialectMigration = await import(pathToFileURL(file).href);
    return {
      source: readFileSync(file, 'utf8'),
      migration,
      dispose: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
