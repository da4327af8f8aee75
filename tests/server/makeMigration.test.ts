/**
 * `npm run db:make-migration` (server/db/makeMigration/): on a copy of the migrations folder, a throwaway declared
 * resource (fixtures/makeMigration/) gets its create-table migration, listed in the copy's index.ts; the migration
 * runs up and down on each database and the generic REST suite passes on its table; a second run writes nothing;
 * two fields added to the declaration become ADD COLUMNs that a table with rows takes. And the project's own
 * declarations need no migration: a declaration changed without its migration fails here.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, restResources, restRoutesOf } from '../../contract';
import { type Generated, MIGRATIONS_DIR, makeMigration, planFor } from '../../server/db/makeMigration/generate';
import { migrationListSource, migrationNames } from '../../server/db/makeMigration/migrationFiles';
import { migrateToLatest } from '../../server/db/migrate';
import type { DialectMigration } from '../../server/db/migrations/column-types';
import { restHandlersOf } from '../../server/rest/handlers';
import { allHandlers } from '../../server/routes';
import { gadgetsResource, gadgetsWithColourResource } from './fixtures/makeMigration/gadgets';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { serverTarget } from './support/restServerTarget';
import { describeRestResource, type RestTarget } from './support/restSuite';

let dir: string;
let created: Generated;
let again: Generated;
let addedColumns: Generated;

const importFile = async <T>(file: string): Promise<T> => import(pathToFileURL(file).href);

/** The copy's migrations as its written index.ts lists them, up to and including `last`. */
async function listedMigrations(last: string): Promise<Record<string, DialectMigration>> {
  const { MIGRATIONS } = await importFile<{ MIGRATIONS: Record<string, DialectMigration> }>(join(dir, 'index.ts'));
  return Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= last));
}

const nameOf = (generated: Generated) => generated.file?.split('/').at(-1)?.replace(/\.ts$/, '') ?? '';

beforeAll(async () => {
  // Inside the project (build/ is ignored by git and Biome), so the copies import kysely as the originals do.
  mkdirSync('build', { recursive: true });
  dir = mkdtempSync(join('build', 'make-migration-test-'));
  for (const file of readdirSync(MIGRATIONS_DIR)) cpSync(join(MIGRATIONS_DIR, file), join(dir, file));
  created = await makeMigration(dir, 'test gadgets', [gadgetsResource]);
  again = await makeMigration(dir, 'test gadgets again', [gadgetsResource]);
  addedColumns = await makeMigration(dir, 'gadget colour', [gadgetsWithColourResource]);
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the migration generator on a declared resource', () => {
  it('writes a create-table migration numbered after the last, with the indexes of sorted and filtered fields', () => {
    const last = migrationNames(MIGRATIONS_DIR).at(-1) ?? '';
    expect(nameOf(created)).toBe(`${String(Number(last.slice(0, 3)) + 1).padStart(3, '0')}_test_gadgets`);
    const source = readFileSync(created.file ?? '', 'utf8');
    expect(source).toContain("createTable('test_gadgets')");
    expect(source).toContain(".addColumn('kind', 'text', oneOf('kind', ['tool', 'toy']))");
    expect(source).toContain(".addColumn('checked_at', 'text')");
    expect(source).toContain(".addColumn('parts_json', 'text', required)");
    for (const column of ['title', 'pieces', 'checked_at', 'kind'])
      expect(source).toContain(`test_gadgets_${column}_idx`);
    expect(source).not.toContain('test_gadgets_parts_json_idx');
  });

  it('lists the new migration in the folder index.ts, which migrate.ts runs', () => {
    expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toBe(migrationListSource(migrationNames(dir)));
    expect(migrationNames(dir)).toContain(nameOf(created));
  });

  it('writes nothing when run again, and says nothing differs', () => {
    expect(again.file).toBeUndefined();
    expect(again.plan).toEqual({ changes: [], conflicts: [] });
  });

  it('turns fields added to the declaration into ADD COLUMNs with defaults, and an index for the new filter', () => {
    const source = readFileSync(addedColumns.file ?? '', 'utf8');
    expect(source).toContain("alterTable('test_gadgets')");
    expect(source).toContain("oneOf('colour', ['red', 'blue'])(column.defaultTo('red'))");
    expect(source).toContain("required(column.defaultTo(''))");
    expect(source).toContain('test_gadgets_colour_idx');
    expect(addedColumns.plan.changes.map((change) => change.kind)).toEqual(['addColumn', 'addColumn', 'createIndex']);
  });
});

describe("the project's declarations", () => {
  it('need no migration beyond the committed ones (a declaration changed without its migration fails here)', async () => {
    expect(await planFor(MIGRATIONS_DIR, restResources)).toEqual({ changes: [], conflicts: [] });
  });

  it('are run from a migrations/index.ts that lists every migration file of the folder', () => {
    expect(readFileSync(join(MIGRATIONS_DIR, 'index.ts'), 'utf8')).toBe(
      migrationListSource(migrationNames(MIGRATIONS_DIR)),
    );
  });
});

const rowsOf = async (db: Kysely<unknown>) =>
  (await sql<{ n: number }>`select count(*) as n from test_gadgets`.execute(db)).rows[0]?.n;

describe.each(databaseKinds)('the generated migrations on %s', (kind) => {
  let t: TestApp;
  let target: RestTarget;
  beforeAll(async () => {
    t = await createTestApp(kind, 'make_migration', {
      serve: {
        routes: [...apiRoutes, ...restRoutesOf(gadgetsResource)],
        handlers: { ...allHandlers, ...restHandlersOf([gadgetsResource]) },
      },
    });
    await migrateToLatest(t.database, await listedMigrations(nameOf(created)));
    target = serverTarget(t, await t.signIn());
  });
  afterAll(() => t.dispose());

  describeRestResource(gadgetsResource, () => target);

  it('adds the new columns to the table with its rows, and both migrations go down and up again', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    await sql`insert into test_gadgets (title, kind, pieces, parts_json) values ('kept', 'toy', 1, '[]')`.execute(db);
    const { applied } = await migrateToLatest(t.database, await listedMigrations(nameOf(addedColumns)));
    expect(applied).toEqual([nameOf(addedColumns)]);
    const { rows } = await sql<{ colour: string; maker: string }>`
      select colour, maker from test_gadgets where title = 'kept'`.execute(db);
    expect(rows).toEqual([{ colour: 'red', maker: '' }]);

    const colour = await importFile<DialectMigration>(addedColumns.file ?? '');
    const table = await importFile<DialectMigration>(created.file ?? '');
    await colour.down(db, kind);
    await expect(sql`select colour from test_gadgets`.execute(db)).rejects.toThrow();
    await table.down(db, kind);
    await expect(rowsOf(db)).rejects.toThrow();
    await table.up(db, kind);
    await colour.up(db, kind);
    expect(Number(await rowsOf(db))).toBe(0);
    await sql`insert into test_gadgets (title, kind, pieces, parts_json, colour, maker)
      values ('back', 'tool', 1, '[]', 'blue', 'Acme')`.execute(db);
    expect(Number(await rowsOf(db))).toBe(1);
  });
});
