/**
 * The repository's own import graph, read from the source text: every relative import, re-export and import()
 * of a source file, resolved to the file it names. The architecture test holds the house plan to it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'dist-demo', 'public', 'data', 'test-results']);
const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;

/** Block and line comments out, so an import written in prose draws no arrow. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return SOURCE.test(dir) ? [dir] : [];
  return readdirSync(full).flatMap((name) => (SKIPPED.has(name) ? [] : filesUnder(root, path.posix.join(dir, name))));
}

function resolve(files: Set<string>, importer: string, specifier: string): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier.split('?')[0]));
  return RESOLVED_ENDINGS.map((ending) => target + ending).find((candidate) => files.has(candidate));
}

/** The graph of the files under `dirs` (paths relative to `root`, with forward slashes). */
export function importGraph(root: string, dirs: readonly string[]): ImportGraph {
  const files = new Set(dirs.flatMap((dir) => filesUnder(root, dir)));
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const code = withoutComments(readFileSync(path.join(root, file), 'utf8'));
    const targets = [...code.matchAll(SPECIFIER)].map((match) => resolve(files, file, match[2]));
    graph.set(file, new Set(targets.filter((target): target is string => target !== undefined)));
  }
  return graph;
}

/** Every circle of the graph: its strongly connected parts of two or more files, and files importing themselves. */
export function importCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    lowest.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || graph.get(file)?.has(file)) circles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** The graph's arrows as `from -> to` pairs. */
export const importArrows = (graph: ImportGraph): [string, string][] =>
  [...graph].flatMap(([from, targets]) => [...targets].map((to): [string, string] => [from, to]));
