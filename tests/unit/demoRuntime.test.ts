/**
 * The demo runs in the browser, so nothing it loads may need Node: a `node:` import there is a blank page in
 * `npm run demo` (Vite externalises the module and the first call to it throws). This follows every import
 * (static, dynamic and re-export; type-only imports aside) from the SPA's entry through the demo and the
 * server code it shares.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type RouteDef, routes } from '../../contract';

const root = path.resolve(import.meta.dirname, '../..');

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** What a file loads at run time: `import x from`, `export ... from`, `import()`; not `import type`. */
function runtimeSpecifiers(code: string): string[] {
  const text = withoutComments(code);
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm)) {
    if (!match[2]) found.push(match[3]);
  }
  for (const match of text.matchAll(/^\s*import\s+'([^']+)'/gm)) found.push(match[1]);
  for (const match of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) found.push(match[1]);
  return found;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
}

const NODE_BUILTINS = new Set(builtinModules);
const isNodeOnly = (specifier: string) => specifier.startsWith('node:') || NODE_BUILTINS.has(specifier);

/** Every file of ours reachable from the entries, each with the Node-only modules and globals it uses. */
function nodeOnlyUses(entries: string[]): string[] {
  const seen = new Set<string>();
  const offences: string[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const name = path.relative(root, file);
    for (const specifier of runtimeSpecifiers(code)) {
      if (isNodeOnly(specifier)) offences.push(`${name} imports ${specifier}`);
      if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier);
        if (next) queue.push(next);
      }
    }
    if (/\bBuffer\.|\bprocess\.(env|cwd|exit)/.test(withoutComments(code)))
      offences.push(`${name} uses Buffer or process`);
  }
  return offences;
}

describe('what the demo loads in the browser', () => {
  it('finds the imports that load code and skips type-only ones', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "const e = await import('./e');",
      "import './f.css';",
    ].join('\n');
    expect(runtimeSpecifiers(code).sort()).toEqual(['./a', './c', './e', './f.css']);
  });

  it('needs nothing of Node: no node: module, no Buffer, no process, from the SPA entry through the demo', () => {
    expect(nodeOnlyUses([path.join(root, 'src/shell/main.tsx')])).toEqual([]);
  });
});

const ROUTE_IDS = (routes as readonly RouteDef[]).map((route) => route.id);

/** The route ids a file uses as object keys, which is how a handler map names the route it handles. */
const keyedRouteIds = (code: string) =>
  ROUTE_IDS.filter((id) => new RegExp(`(^|[\\s{,'"])${id}['"]?\\s*:`).test(withoutComments(code)));

describe('demo/', () => {
  const demoDir = path.join(root, 'demo');

  it('holds no route logic: no file keys a handler by a route id (the server handlers answer in the demo)', () => {
    const offenders = readdirSync(demoDir)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        keyedRouteIds(readFileSync(path.join(demoDir, name), 'utf8')).map((id) => `${name} handles ${id}`),
      );
    expect(offenders).toEqual([]);
  });

  it('finds a handler keyed by a route id (the check above can fail)', () => {
    const code = "export const handlers = {\n  listTeams: async () => ({ ok: true }),\n  'login': login,\n};";
    expect(keyedRouteIds(code).sort()).toEqual(['listTeams', 'login']);
  });
});
