/**
 * Rules of the shape (DESIGN.md) that a reviewer would otherwise have to remember.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('the shape of the code', () => {
  it('no SPA file writes an /admin/v1 path: every call resolves its path from the contract route table', () => {
    const offenders = sourceFiles(path.join(root, 'src')).filter((file) =>
      /['"`]\/admin\/v1/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  // The demo stands in for the server in the browser, so it may reuse the server's pure domain rules.
  it('nothing in the contract, fixtures or screens imports server code (types of the data model excepted)', () => {
    const offenders = ['contract', 'fixtures', 'src']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => !file.includes(`${path.sep}src${path.sep}demo${path.sep}`))
      .filter((file) => /^import (?!type )[^;]*from '(\.\.\/)+server\//m.test(readFileSync(file, 'utf8')));
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
});
