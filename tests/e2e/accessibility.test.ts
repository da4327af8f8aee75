/**
 * axe-core on every screen, in Thai and in English: no serious or critical violations. The findings are
 * written to test-results/axe.json for bench/RELIABILITY.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { SOON, submitLogin } from './support/browser';
import { browserSession } from './support/browserSession';
import { SCREENS } from './support/screens';
import { E2E_ADMIN } from './support/server';

interface Finding {
  page: string;
  locale: string;
  id: string;
  impact: string;
  targets: string[];
}

describe('accessibility of every screen', () => {
  const session = browserSession({ page: { viewport: { width: 1440, height: 900 } } });
  const findings: Finding[] = [];

  afterAll(() => {
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/axe.json',
      JSON.stringify({ pages: SCREENS.length * 2, violations: findings }, null, 2),
    );
  });

  async function audit(path: string, locale: string) {
    await session.page.goto(`${session.server.baseUrl}${path}`);
    await session.page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page: session.page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const violation of results.violations) {
      findings.push({
        page: path,
        locale,
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      });
    }
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${path} ${v.id}: ${v.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
  }
  const describe_ = (lines: string[]) => [...new Set(lines)];
  /** axe takes up to ~15 s a page on a busy 2-core machine: the walk's time grows with the screens it walks */
  const walk = { timeout: SCREENS.length * 20_000 };

  it('has no serious or critical violations in Thai', walk, async () => {
    const serious = await audit('/login', 'th');
    await submitLogin(session.page, E2E_ADMIN);
    await session.page.waitForURL((url) => url.pathname !== '/login', SOON);
    for (const path of SCREENS.slice(1)) serious.push(...(await audit(path, 'th')));
    expect(describe_(serious)).toEqual([]);
  });

  it('has no serious or critical violations in English', walk, async () => {
    // the app's react-admin store (src/i18n/localeKeepingStore.ts) keeps the chosen language
    await session.page.evaluate(() => localStorage.setItem('RaStoreMatchdayAdmin.locale', JSON.stringify('en')));
    await session.page.goto(`${session.server.baseUrl}/season`);
    await expect.poll(() => session.page.getByText('Manage season').count(), SOON).toBeGreaterThan(0);
    const serious = [];
    for (const path of SCREENS.slice(1)) serious.push(...(await audit(path, 'en')));
    expect(describe_(serious)).toEqual([]);
  });
});
