/**
 * Comments say why, about the code as it is: few of them, and none that carries an issue number or cites a
 * document outside the repository.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countLines, folderDensity, NON_TEST_CODE, share } from '../../scripts/commentDensity';

const root = path.resolve(import.meta.dirname, '../..');

describe('comments', () => {
  it('counts line comments, block comments and the lines inside them, and no blank line', () => {
    const text = ['// why', 'const a = 1; // trailing', '', '/**', ' * reason', ' */', 'const b = 2;', '/* one */'];
    expect(countLines(text.join('\n'))).toEqual({ comment: 5, code: 2 });
  });

  it('are under a tenth of the non-test code', () => {
    const densities = NON_TEST_CODE.map((folder) => folderDensity(path.join(root, folder)));
    const total = densities.reduce((sum, next) => ({
      comment: sum.comment + next.comment,
      code: sum.code + next.code,
    }));
    expect(share(total)).toBeLessThan(0.1);
  });

  it('cite no issue number and no document outside the repository', () => {
    const grep = (pattern: string) => {
      try {
        return execFileSync('git', ['grep', '-nIE', pattern, '--', 'src', 'server', 'contract', 'demo'], {
          cwd: root,
          encoding: 'utf8',
        });
      } catch {
        return ''; // git grep exits 1 when nothing matches
      }
    };
    expect(grep('issue [0-9]+|issues? #?[0-9]+')).toBe('');
    expect(grep('DESIGN\\.md')).toBe('');
  });
});
