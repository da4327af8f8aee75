/**
 * The documents a new engineer reads name only paths that exist: a backticked path whose first folder is one of
 * the repository's must match a file or folder (a `*` matches any name part, a `<name>` any one folder or file).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md'];
const topFolders = new Set(readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory()));
/** What a command writes and git ignores (build/, bench/results/): named by the documents, absent from a clone. */
const writtenByCommands = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\/|\/$/g, ''))
  .filter((line) => line && !line.startsWith('#') && !line.includes('*'));
const isWrittenByCommand = (named: string) =>
  writtenByCommands.some((ignored) => named === ignored || named.startsWith(`${ignored}/`));

/** Backticked words that read as repository paths: no spaces, a slash, and a first folder of ours. */
function namedPaths(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1].replace(/[:,.;]+$/, ''));
  return quoted.filter((text) => text.includes('/') && topFolders.has(text.split('/')[0]) && !isWrittenByCommand(text));
}

const segmentPattern = (segment: string) =>
  new RegExp(
    `^${segment
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/<[^>]+>/g, '[^/]+')}$`,
  );

/** Whether a path, with `*` and `<name>` placeholders, names something in the tree. */
function pathExists(named: string, base = root): boolean {
  const [segment, ...rest] = named.replace(/\/$/, '').split('/');
  if (segment === undefined || segment === '') return true;
  const pattern = segmentPattern(segment);
  const entries = statSync(base, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(base) : [];
  return entries
    .filter((entry) => pattern.test(entry))
    .some((entry) => rest.length === 0 || pathExists(rest.join('/'), path.join(base, entry)));
}

describe('the documents name paths that exist', () => {
  it('tells a stale path from a real one, placeholders included', () => {
    expect(pathExists('src/kit/declaration.ts')).toBe(true);
    expect(pathExists('src/screens/<screen>/index.ts')).toBe(true);
    expect(pathExists('server/domain/auditLog*.ts')).toBe(true);
    expect(pathExists('src/resources/payments/index.ts')).toBe(false);
    expect(namedPaths('see `src/kit/fields.ts`, `npm test` and `/api/rest/<name>`')).toEqual(['src/kit/fields.ts']);
  });

  it.each(DOCUMENTS)('%s', (document) => {
    const stale = namedPaths(readFileSync(path.join(root, document), 'utf8')).filter((named) => !pathExists(named));
    expect(stale).toEqual([]);
  });
});
