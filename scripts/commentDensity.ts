/**
 * How much of the code is comment: a line counts when its trimmed text starts with // or /*, or lies inside a
 * block comment; blank lines count for nothing. `npx tsx scripts/commentDensity.ts` prints each folder's share.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NON_TEST_CODE = ['contract', 'fixtures', 'server', 'src', 'demo', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIPPED = new Set(['node_modules', 'public', 'results', 'data']);

export interface Density {
  comment: number;
  code: number;
}

export function countLines(text: string): Density {
  const counts = { comment: 0, code: 0 };
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const isComment = inBlock || line.startsWith('//') || line.startsWith('/*');
    if (line.startsWith('/*') || inBlock) inBlock = !line.includes('*/');
    counts[isComment ? 'comment' : 'code'] += 1;
  }
  return counts;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED.has(name) ? [] : sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

export function folderDensity(folder: string): Density {
  return sourceFiles(folder)
    .map((file) => countLines(readFileSync(file, 'utf8')))
    .reduce((sum, next) => ({ comment: sum.comment + next.comment, code: sum.code + next.code }), {
      comment: 0,
      code: 0,
    });
}

/** The share of comment lines among non-blank lines. */
export const share = ({ comment, code }: Density) => comment / (comment + code);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const total = { comment: 0, code: 0 };
  for (const folder of NON_TEST_CODE) {
    const density = folderDensity(path.join(root, folder));
    total.comment += density.comment;
    total.code += density.code;
    console.log(`${folder.padEnd(10)} ${(share(density) * 100).toFixed(1)}%`);
  }
  console.log(`${'all'.padEnd(10)} ${(share(total) * 100).toFixed(1)}%`);
}
