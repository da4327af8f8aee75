import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeWithRoutes } from '../../scripts/update-readme-routes';

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
});
