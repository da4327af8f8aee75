/**
 * The list module (migrations/index.ts) is written, never scanned at run time, so the server's esbuild bundle and
 * the demo's Vite bundle hold every migration as plain imports.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** 001_initial.ts and its like; column-types.ts and index.ts are not migrations. */
const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.ts$/;

export function migrationNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

export function nextMigrationName(dir: string, words: string): string {
  const slug = words
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error('name the migration: npm run db:make-migration -- <name>, e.g. add_notes');
  const last = migrationNames(dir).at(-1);
  const next = (last ? Number(last.slice(0, 3)) : 0) + 1;
  return `${String(next).padStart(3, '0')}_${slug}`;
}

export function migrationListSource(names: readonly string[]): string {
  const module = (name: string) => `m${name.slice(0, 3)}`;
  return [
    '/**',
    ' * Every migration, in order, written by `npm run db:make-migration` from the files of this folder (a migration',
    ' * written by hand is listed by running it too). Names are recorded in kysely_migration: never rename one.',
    ' */',
    ...names.map((name) => `import * as ${module(name)} from './${name}';`),
    "import type { DialectMigration } from './column-types';",
    '',
    'export const MIGRATIONS: Record<string, DialectMigration> = {',
    ...names.map((name) => `  '${name}': ${module(name)},`),
    '};',
    '',
  ].join('\n');
}

export const MIGRATION_LIST_FILE = 'index.ts';

export function writeMigrationList(dir: string): void {
  writeFileSync(join(dir, MIGRATION_LIST_FILE), migrationListSource(migrationNames(dir)));
}
