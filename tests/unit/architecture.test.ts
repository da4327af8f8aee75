/**
 * The house plan, held against the real import graph: the floors (contract and its rules at the bottom; server
 * and src above it, apart; demo, bench and scripts on top), the rooms of src/, and no import circle anywhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportGraph, importArrows, importCircles, importGraph } from '../support/importGraph';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const NON_TEST_CODE = ['contract', 'fixtures', 'server', 'src', 'demo', 'bench', 'scripts', 'vite.config.ts'];
const graph = importGraph(root, NON_TEST_CODE);

/** Where each folder may import from (besides itself); the first matching prefix decides. */
const MAY_IMPORT: [from: string, targets: string[]][] = [
  ['contract/', []],
  // the rows the generator makes are the database's own row types
  ['fixtures/', ['contract/', 'server/db/schema.ts']],
  // the seed is the one server file that lays the demo world into a database
  ['server/db/seed.ts', ['server/', 'contract/', 'fixtures/']],
  ['server/', ['contract/']],
  ['src/', ['contract/']],
  ['demo/', ['server/', 'src/', 'contract/', 'fixtures/']],
  // the demo-data generator is for the seed, the demo and the tests alone
  ['bench/', ['server/', 'src/', 'contract/', 'scripts/', 'tests/support/', 'vite.config.ts']],
  ['scripts/', ['server/', 'contract/', 'tests/support/']],
  ['vite.config.ts', ['scripts/', 'server/']],
];

/** The rooms of src/, lowest first: a room imports only from its own or a lower one. */
const SRC_ROOMS: Record<string, number> = { i18n: 0, format: 0, api: 1, kit: 2, screens: 3, shell: 4 };

const folderOf = (file: string) => file.split('/')[0] + (file.includes('/') ? '/' : '');
const srcRoomOf = (file: string) => file.split('/')[1];

function misplacedArrows(arrows: [string, string][]): string[] {
  return arrows
    .filter(([from, to]) => {
      if (folderOf(from) === folderOf(to)) return false;
      const [, targets] = MAY_IMPORT.find(([prefix]) => from.startsWith(prefix)) ?? [from, []];
      return !targets.some((target) => to.startsWith(target));
    })
    .map(([from, to]) => `${from} -> ${to}`);
}

function arrowsUpSrcRooms(arrows: [string, string][]): string[] {
  return arrows
    .filter(([from, to]) => from.startsWith('src/') && to.startsWith('src/'))
    .filter(([from, to]) => SRC_ROOMS[srcRoomOf(to)] > SRC_ROOMS[srcRoomOf(from)])
    .map(([from, to]) => `${from} -> ${to}`);
}

const graphOf = (arrows: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(arrows).map(([file, targets]) => [file, new Set(targets)]));

describe('the house plan', () => {
  it('finds a circle when there is one, and none in a graph without', () => {
    expect(importCircles(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(importCircles(graphOf({ a: ['a'] }))).toEqual([['a']]);
    expect(importCircles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('reads real arrows: the registry imports every screen, and the shell reads the registry', () => {
    expect(graph.get('src/screens/index.ts')).toContain('src/screens/payments/index.ts');
    expect(graph.get('src/shell/App.tsx')).toContain('src/screens/index.ts');
  });

  it('has no import circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('imports only down: contract imports nothing of ours, server and src never each other, only the seed takes fixtures', () => {
    expect(misplacedArrows(importArrows(graph))).toEqual([]);
  });

  it('catches an arrow that runs up a floor', () => {
    expect(misplacedArrows([['server/app.ts', 'src/kit/fields.ts']])).toHaveLength(1);
    expect(misplacedArrows([['contract/index.ts', 'server/app.ts']])).toHaveLength(1);
    expect(misplacedArrows([['server/domain/payments.ts', 'fixtures/index.ts']])).toHaveLength(1);
  });

  it('keeps the rooms of src/ in their order: i18n and format, api, kit, screens, shell', () => {
    expect(Object.keys(SRC_ROOMS).sort()).toEqual(readdirSync(path.join(root, 'src')).sort());
    expect(arrowsUpSrcRooms(importArrows(graph))).toEqual([]);
    expect(arrowsUpSrcRooms([['src/kit/fields.ts', 'src/screens/index.ts']])).toHaveLength(1);
  });
});

describe('the shape of the code', () => {
  it('keeps SQL out of server/routes/: a handler parses, calls the domain and shapes the answer', () => {
    const runsSql = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|^import (?!type )[^;]*from 'kysely'/m;
    const offenders = sourceFiles(path.join(root, 'server/routes')).filter((file) =>
      runsSql.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('no SPA file writes an /admin/v1 path: every call resolves its path from the contract route table', () => {
    const offenders = sourceFiles(path.join(root, 'src')).filter((file) =>
      /['"`]\/admin\/v1/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  // exceljs is the heaviest package: the SPA fetches it when an export starts (initial bundle), and the server
  // loads it on its first export (~0.45 s of every start otherwise, against the 3 s start target)
  it('nothing loads exceljs before an export starts: only import() and type imports of it', () => {
    const offenders = ['server', 'contract', 'fixtures', 'src']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => /^import (?!type )[^;]*from 'exceljs'/m.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  // TypeBox's Type object holds every builder, so importing it keeps them all in every signed-in screen's script
  it("the contract builds its schemas with contract/typeBuilder.ts's builders, never TypeBox's whole Type", () => {
    const importsWholeType = /^import \{[^}]*\bType\b[^}]*\} from '@sinclair\/typebox'/m;
    const offenders = sourceFiles(path.join(root, 'contract')).filter((file) =>
      importsWholeType.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
    expect(importsWholeType.test("import { type TSchema, Type } from '@sinclair/typebox';")).toBe(true);
  });
});
