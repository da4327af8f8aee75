import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeWithRoutes } from '../../scripts/update-readme-routes';
import { runAsWritten } from '../support/readmeCommands';

describe('the README', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('opens with the two-command quick start', () => {
    const quickStart = readme.slice(0, readme.indexOf('## Commands'));
    expect(quickStart).toContain('npm install && npm start');
    expect(quickStart).toContain('npm test');
  });

  it('lists exactly the routes that still answer 501 (run `npm run docs:routes` to refresh)', () => {
    expect(readme).toBe(readmeWithRoutes(readme));
  });

  it('holds the roles table the grants make, and a table gone stale differs from what docs:routes writes', () => {
    const table = readme.slice(
      readme.indexOf('<!-- roles-table:start -->'),
      readme.indexOf('<!-- roles-table:end -->'),
    );
    expect(table).toContain('| `viewer` | read | read | nothing | read and write |');
    expect(table).toContain('| `finance` | read and write | read | read | read and write |');
    const stale = readme.replace('| `game` | read | read and write |', '| `game` | read and write | read and write |');
    expect(stale).not.toBe(readme);
    expect(readmeWithRoutes(stale)).toBe(readme);
  });

  it('npm run docs:routes, run as written on a copy whose lists are stale, writes them as they are', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'matchday-readme-routes-'));
    try {
      const copy = path.join(dir, 'README.md');
      const stale = readme.replace(
        /(<!-- (unimplemented|demo-missing)-routes:start -->\n)[\s\S]*?(\n<!-- \2-routes:end -->)/g,
        '$1- `GET /api/admin/v1/gone` (gone): a route no longer there$3',
      );
      expect(stale).not.toBe(readme);
      writeFileSync(copy, stale);
      await runAsWritten('npm run docs:routes', { env: { README_FILE: copy } });
      // the README itself is current (above), so the copy must now equal it
      expect(readFileSync(copy, 'utf8')).toBe(readme);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
