/**
 * The generated lists in Chromium against the real server (demo data), in Thai: every declared list whose request
 * answers 500, then never reaches the server, says so with a Retry and never with its empty text, and Retry asks
 * again; a request that hangs stays loading; the checked rows' toolbar on /team and /teamvs is in view above the
 * table and its buttons work.
 */
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restRouteId, restRoutes, routeById } from '../../contract';
import { restResourceNamed } from '../../src/api/dataProvider/restResources';
import { catalogueTranslate } from '../../src/i18n/catalogueTranslate';
import { th } from '../../src/i18n/th';
import { capabilitiesOf } from '../../src/kit/capabilities';
import type { ResourceDeclaration } from '../../src/kit/declaration';
import { declaredResources } from '../../src/screens';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';
import { listPage, mappedLists } from './support/listPages';
import type { RunningServer } from './support/server';
import { serverView } from './support/session';

/** The Thai interface's words, from its own catalogue. */
const thai = catalogueTranslate(th as Parameters<typeof catalogueTranslate>[0]);
const plural = (declaration: ResourceDeclaration) =>
  thai(`resources.${declaration.name}.name`, { smart_count: 2, _: declaration.name });

/** The server's coded failure, as it answers when it breaks. */
const BROKEN = { ok: false, error: 'Internal error', code: 'server.unexpected', params: { requestId: 'req-e2e' } };

/** What a page shows that no operator should see: an unfilled placeholder or a catalogue key. */
const RAW_TEXT = /%\{|\b(app|resources|ra)\.[a-z_]+\.[a-z_]/;

/** The contract paths a declared list reads: its /admin/v1 routes, or its REST collection. */
function listPaths(declaration: ResourceDeclaration): string[] {
  const rest = restResourceNamed(declaration.name);
  if (rest) return restRoutes.filter((route) => route.id === restRouteId(rest, 'list')).map((route) => route.path);
  return mappedLists(declaration).map((list) => routeById[list.route as keyof typeof routeById].path);
}

/** Whether a URL is one of the declared list's requests. */
function listRequest(declaration: ResourceDeclaration) {
  const patterns = listPaths(declaration).map((path) => new RegExp(`^/api${path.replace(/:[^/]+/g, '[^/]+')}$`));
  return (url: URL) => patterns.some((pattern) => pattern.test(url.pathname));
}

/** Every text the list may show for an empty answer: its own words (or "none yet"), none matching, choose first. */
function emptyTexts(declaration: ResourceDeclaration): string[] {
  const own = declaration.list?.empty;
  const fixed = declaration.list?.filterDefaultValues ?? {};
  const noneYet =
    typeof own === 'function'
      ? thai(own(fixed))
      : own
        ? thai(own)
        : thai('ra.page.empty', { name: plural(declaration) });
  return [noneYet, thai('app.list.none_match'), thai('app.list.choose_filter')];
}

const listed = declaredResources.filter((declaration) => capabilitiesOf(declaration.name).canList);

describe('generated lists in Chromium', () => {
  const session = browserSession({ page: { viewport: { width: 1366, height: 900 } }, signInAt: '/season' });
  let server: RunningServer;
  let page: Page;
  const pageErrors: string[] = [];
  beforeAll(() => {
    ({ server, page } = session);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  const api = <T>(path: string) => serverView(page, () => server.baseUrl)<T>(path);
  const failurePanel = (declaration: ResourceDeclaration) =>
    page.getByRole('alert').filter({ hasText: thai('app.load_failure.title', { name: plural(declaration) }) });
  const shownText = () => page.locator('#root').innerText();

  async function expectNoEmptyText(declaration: ResourceDeclaration) {
    const text = await shownText();
    for (const empty of emptyTexts(declaration)) expect(text, declaration.name).not.toContain(empty);
    expect(text, declaration.name).not.toMatch(RAW_TEXT);
  }

  describe('a list whose request fails', () => {
    it('covers every declared list', () => {
      expect(listed.length).toBeGreaterThanOrEqual(10);
      for (const declaration of listed) expect(listPaths(declaration).length, declaration.name).toBeGreaterThan(0);
    });

    for (const declaration of listed) {
      it(`${declaration.name}: says a 500 and a network failure with Retry, never its empty text`, async () => {
        const isList = listRequest(declaration);
        let answer: 'broken' | 'offline' | 'real' = 'broken';
        let asked = 0;
        const handler = async (route: Route) => {
          if (route.request().method() !== 'GET') return route.fallback();
          asked += 1;
          if (answer === 'broken') {
            return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(BROKEN) });
          }
          return answer === 'offline' ? route.abort('failed') : route.fallback();
        };
        await page.route(isList, handler);
        try {
          await page.goto(`${server.baseUrl}${listPage(declaration)}`);
          const failure = failurePanel(declaration);
          await failure.waitFor(SOON);
          expect(await failure.innerText()).toContain(thai('app.errors.server.unexpected', BROKEN.params));
          await expectNoEmptyText(declaration);

          answer = 'offline';
          await page.reload();
          await failure.filter({ hasText: thai('app.load_failure.unreachable') }).waitFor(SOON);
          await expectNoEmptyText(declaration);

          answer = 'real';
          const before = asked;
          await failure.getByRole('button', { name: thai('app.load_failure.retry') }).click();
          await expect.poll(() => asked, SOON).toBeGreaterThan(before);
          await expect.poll(() => failure.count(), SOON).toBe(0);
        } finally {
          await page.unroute(isList, handler);
        }
      });
    }
  });

  it('keeps showing that a list is loading while its request neither answers nor fails', async () => {
    const seasons = listed.find((declaration) => declaration.name === 'season') as ResourceDeclaration;
    const isList = listRequest(seasons);
    const held: Route[] = [];
    const hold = (route: Route) => {
      held.push(route);
    };
    await page.route(isList, hold);
    try {
      await page.goto(`${server.baseUrl}/season`);
      await expect.poll(() => held.length, SOON).toBeGreaterThan(0);
      await page.waitForTimeout(5000);
      expect(await page.locator('[aria-busy="true"]').count()).toBeGreaterThan(0);
      // the app bar's and the overlay's spinners, shown only while something loads
      expect(await page.getByRole('progressbar', { name: thai('app.loading') }).count()).toBeGreaterThan(0);
      expect(await failurePanel(seasons).count()).toBe(0);
      await expectNoEmptyText(seasons);
      // the request that finally fails says so
      for (const route of held) await route.abort('failed');
      await failurePanel(seasons).waitFor(SOON);
    } finally {
      await page.unroute(isList, hold);
    }
  });

  describe("the checked rows' toolbar", () => {
    const toolbar = () => page.locator('[data-test="bulk-actions-toolbar"]');

    /** The button is where a click lands: in view, and nothing (no clipping box, no other layer) above it. */
    async function expectReachable(name: string) {
      const button = toolbar().getByRole('button', { name, exact: true });
      await button.waitFor(SOON);
      const hit = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { inView: box.top >= 0 && box.height > 0, onTop: !!top && element.contains(top) };
      });
      expect(hit, name).toEqual({ inView: true, onTop: true });
    }

    it('is in view above the teams and closes the checked ones', async () => {
      await page.goto(`${server.baseUrl}/team`);
      const rows = page.locator('tbody tr');
      await rows.first().waitFor(SOON);
      const firstName = await rows.first().locator('td.column-name').innerText();
      await rows.first().locator('.select-item input').check();
      const close = thai('app.teams.bulk_close');
      await expectReachable(close);
      // the toolbar grows in with a transition: once it has settled, it ends where the table begins
      const overlap = async () => {
        const table = await page.locator('table').last().boundingBox();
        const bar = await toolbar().boundingBox();
        return (bar?.y ?? 0) + (bar?.height ?? 0) - (table?.y ?? 0);
      };
      await expect.poll(overlap, SOON).toBeLessThanOrEqual(1);
      await screenshot(page, 'generated-lists-team-bulk');
      await toolbar().getByRole('button', { name: close, exact: true }).click();
      await expect
        .poll(async () => {
          const { teams } = await api<{ teams: { name: string; is_close: number }[] }>('/teams');
          return teams.filter((team) => team.name === firstName).some((team) => team.is_close === 1);
        }, SOON)
        .toBe(true);
    });

    it("is in view above the day's matchups and deletes the checked ones", async () => {
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
      const { teams } = await api<{ teams: { id: number; season_id: number }[] }>('/teams');
      const [first, second, third] = teams;
      for (const [team1, team2] of [
        [first, second],
        [second, third],
      ]) {
        const response = await fetch(`${server.baseUrl}/api${routeById.createTeamVs.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ date: today, team1: team1.id, team2: team2.id, sort: 1, time: '20:00' }),
        });
        expect(response.ok).toBe(true);
      }
      const fixturesToday = async () => (await api<{ teamVs: unknown[] }>(`/team-vs?date=${today}`)).teamVs.length;
      const before = await fixturesToday();

      await page.goto(`${server.baseUrl}/teamvs`);
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count(), SOON).toBe(before);
      await rows.nth(0).locator('.select-item input').check();
      await rows.nth(1).locator('.select-item input').check();
      const remove = thai('ra.action.delete');
      await expectReachable(remove);
      await toolbar().getByRole('button', { name: remove, exact: true }).click();
      await expect.poll(() => rows.count(), SOON).toBe(before - 2);
      // the Undo's time passes, then the server hears of it
      await expect.poll(fixturesToday, SOON).toBe(before - 2);
    });
  });

  it('ran without uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
