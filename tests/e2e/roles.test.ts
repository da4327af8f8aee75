/**
 * Each role in Chromium against the real server, in Thai: the owner creates an admin of every other role through
 * the admins REST resource; each signs in in a browser of their own and sees the side navigation, the user menu,
 * the money buttons (Confirm on /payment) and the game buttons (Summarise and Save on a game week, and points
 * that take typing) their role allows, and the access-denied page on /admins where it may not read admin
 * accounts. What each role may do is read from the contract's declaration, not typed here.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mayDo, type Role, resourcePermissions, routePermissions } from '../../contract';
import { thAppMessages } from '../../src/i18n/appMessages.th';
import { SOON, screenshot, submitLogin } from './support/browser';
import { browserSession } from './support/browserSession';
import { E2E_ADMIN } from './support/server';

/** Game week 2 of the demo is always played: its detail lists players with points. */
const GAME_WEEK = 2;
const PASSWORD = 'a long role secret';
const th = thAppMessages;
const roleLabel = (role: Role) => th.resources.admins.choices.role[role];

const accounts: Record<Role, { username: string; password: string; display_name: string }> = {
  owner: { ...E2E_ADMIN, display_name: '' },
  finance: { username: 'e2e.finance', password: PASSWORD, display_name: 'การเงิน ทดสอบ' },
  game: { username: 'e2e.game', password: PASSWORD, display_name: 'เกม ทดสอบ' },
  viewer: { username: 'e2e.viewer', password: PASSWORD, display_name: 'ผู้ชม ทดสอบ' },
};

const may = (role: Role, route: keyof typeof routePermissions) => {
  const permission = routePermissions[route];
  return permission === null || mayDo(role, permission);
};
const readsAdmins = (role: Role) => mayDo(role, { area: resourcePermissions.admins, action: 'read' });
const managesAdmins = (role: Role) => mayDo(role, { area: resourcePermissions.admins, action: 'write' });

describe('what each role sees in Chromium', () => {
  const session = browserSession({ page: { viewport: { width: 1440, height: 900 } }, signInAt: '/' });
  let ownerToken: string;

  const rest = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${session.server.baseUrl}/api/rest${path}`, {
      method,
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.json() as Promise<Record<string, unknown>>;
  };

  beforeAll(async () => {
    ownerToken = (await session.page.evaluate(() => localStorage.getItem('access_token'))) as string;
    const admins = (await rest('GET', '/admins')) as unknown as { username: string; display_name: string }[];
    accounts.owner.display_name = String(admins.find((admin) => admin.username === E2E_ADMIN.username)?.display_name);
    for (const role of ['finance', 'game', 'viewer'] as const) {
      const { password, ...account } = accounts[role];
      await rest('POST', '/admins', { ...account, password, role });
    }
  });

  /** A browser of the role's own, signed in on the home page. */
  async function signedIn(role: Role): Promise<Page> {
    const page = await (await session.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${session.server.baseUrl}/login`);
    await submitLogin(page, accounts[role]);
    await page.waitForURL((url) => url.pathname !== '/login', SOON);
    return page;
  }

  const menuLinks = (page: Page) => page.locator('.RaMenu-open a, .RaMenu-closed a').allInnerTexts();

  async function checkRole(role: Role) {
    const page = await signedIn(role);

    // the side navigation: the admin accounts only for a role that may read them, the money and game screens for all
    await expect.poll(() => menuLinks(page), SOON).toContain(th.menu.payment);
    const links = await menuLinks(page);
    expect(links).toContain(th.menu.game_week);
    expect(links.includes(th.menu.admins)).toBe(readsAdmins(role));

    // the user menu: the name other admins see, and the role
    await page.locator('.RaUserMenu-userButton').click();
    const identity = page.getByRole('menuitem').first();
    await expect.poll(() => identity.innerText(), SOON).toContain(accounts[role].display_name);
    expect(await identity.innerText()).toContain(roleLabel(role));
    await page.keyboard.press('Escape');

    // money: Confirm on the pending payments only for a role that may settle them
    await page.goto(`${session.server.baseUrl}/payment`);
    await page.locator('tbody tr').first().waitFor(SOON);
    const confirmButtons = page.getByRole('button', { name: /^ยืนยันการชำระเงิน \d+$/ });
    if (may(role, 'updatePayment')) await expect.poll(() => confirmButtons.count(), SOON).toBeGreaterThan(0);
    else expect(await confirmButtons.count()).toBe(0);

    // game: Summarise and each row's Save on a game week only for a role that may change its points
    await page.goto(`${session.server.baseUrl}/edit-game-week/${GAME_WEEK}`);
    await page.locator('tbody tr').first().waitFor(SOON);
    const summarise = page.getByRole('button', { name: th.app.game_week_detail.summarise });
    const rowSaves = page.getByRole('button', { name: new RegExp(`^${th.app.game_week_detail.save} `) });
    expect(await summarise.count()).toBe(may(role, 'summariseGameWeek') ? 1 : 0);
    expect((await rowSaves.count()) > 0).toBe(may(role, 'updateGameWeekPlayer'));
    // and the points themselves take typing only where they could be saved
    const firstPoints = page.locator('tbody tr').first().locator('input').first();
    expect(await firstPoints.isEditable()).toBe(may(role, 'updateGameWeekPlayer'));
    await screenshot(page, `roles-${role}-game-week`);

    // the admin accounts: their list for a role that reads them (edit controls for an owner), else access denied
    await page.goto(`${session.server.baseUrl}/admins`);
    if (readsAdmins(role)) {
      const viewerRow = page.locator('tbody tr', { hasText: accounts.viewer.username });
      await expect.poll(() => viewerRow.innerText(), SOON).toContain(roleLabel('viewer'));
      expect((await page.getByRole('link', { name: 'แก้ไข' }).count()) > 0).toBe(managesAdmins(role));
      expect(await page.getByRole('link', { name: 'สร้าง' }).count()).toBe(managesAdmins(role) ? 1 : 0);
    } else {
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).allInnerTexts(), SOON)
        .toContain(th.app.access_denied.title);
      expect(await page.locator('body').innerText()).toContain(roleLabel(role));
      expect(new URL(page.url()).pathname).toBe('/access-denied');
    }
    await screenshot(page, `roles-${role}-admins`);
    return page;
  }

  it('an owner sees every screen and button, and changes an admin’s role from the admins screen', async () => {
    const page = await checkRole('owner');
    const spare = { username: 'e2e.spare', display_name: 'สำรอง ทดสอบ', password: PASSWORD, role: 'viewer' };
    const { id } = await rest('POST', '/admins', spare);
    await page.goto(`${session.server.baseUrl}/admins/${id}`);
    await page.getByRole('combobox', { name: new RegExp(th.resources.admins.fields.role) }).click();
    // the update body leaves every field optional: the select also offers no change
    const options = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(options).toEqual(Object.values(th.resources.admins.choices.role));
    await page.getByRole('option', { name: roleLabel('finance') }).click();
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.waitForURL((url) => url.pathname === '/admins', SOON);
    await expect.poll(async () => (await rest('GET', `/admins/${id}`)).role, SOON).toBe('finance');
  });

  it('finance settles payments, reads the admin accounts, and changes no game week', async () => {
    await checkRole('finance');
  });

  it('the game role changes game weeks, settles no payment, and is refused the admin accounts', async () => {
    await checkRole('game');
  });

  it('a viewer changes nothing and is refused the admin accounts', async () => {
    await checkRole('viewer');
  });
});
