/**
 * Admin accounts in Chromium against the real server, in Thai: an admin created on /admins signs in in a browser
 * of their own; disabled from the first browser (after a confirmation naming them), their open session is refused
 * at once, the page returns to the login screen, and signing in again is refused.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOON, screenshot, submitLogin } from './support/browser';
import { browserSession } from './support/browserSession';

const NEWCOMER = { username: 'e2e.newcomer', display_name: 'สมหญิง ทดสอบ', password: 'a long first secret' };

describe('admin accounts in Chromium', () => {
  const session = browserSession({ page: { viewport: { width: 1366, height: 900 } }, signInAt: '/admins' });
  /** the new admin's own browser */
  let newcomerPage: Page;
  beforeAll(async () => {
    newcomerPage = await (await session.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });

  const newcomerRow = () => session.page.locator('tbody tr', { hasText: NEWCOMER.username });

  it('creates an admin from the generated form, and the new admin signs in', async () => {
    await session.page.goto(`${session.server.baseUrl}/admins/create`);
    await session.page.locator('input[name="username"]').fill(NEWCOMER.username);
    await session.page.locator('input[name="display_name"]').fill(NEWCOMER.display_name);
    await session.page.locator('input[name="password"]').fill(NEWCOMER.password);
    expect(await session.page.locator('input[name="password"]').getAttribute('type')).toBe('password');
    await session.page.getByRole('button', { name: 'บันทึก' }).click();
    await session.page.waitForURL((url) => url.pathname === '/admins', SOON);
    await expect.poll(() => newcomerRow().innerText(), SOON).toContain('ใช้งานได้');
    // the password is never listed
    expect(await session.page.locator('tbody').innerText()).not.toContain(NEWCOMER.password);

    await newcomerPage.goto(`${session.server.baseUrl}/login`);
    await submitLogin(newcomerPage, NEWCOMER);
    await newcomerPage.waitForURL((url) => url.pathname !== '/login', SOON);
    await newcomerPage.goto(`${session.server.baseUrl}/userdetail`);
    // the app's rows, not the static shell's painted before them
    await newcomerPage.locator('#root tbody tr').first().waitFor(SOON);
  });

  it('disables the new admin after a confirmation naming them: their open session is refused at once', async () => {
    await session.page.goto(`${session.server.baseUrl}/admins`);
    await newcomerRow().getByRole('link', { name: 'แก้ไข' }).click();
    await session.page.locator('input[name="display_name"]').waitFor(SOON);
    await session.page.getByRole('combobox', { name: /สถานะ/ }).click();
    await session.page.getByRole('option', { name: 'ระงับการใช้งาน' }).click();
    await session.page.getByRole('button', { name: 'บันทึก' }).click();
    const dialog = session.page.getByRole('dialog');
    await expect.poll(() => dialog.innerText(), SOON).toContain(`${NEWCOMER.display_name} จะถูกออกจากระบบทุกที่ทันที`);
    await screenshot(session.page, 'admins-disable-confirm');
    await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
    await session.page.waitForURL((url) => url.pathname === '/admins', SOON);
    await expect.poll(() => newcomerRow().innerText(), SOON).toContain('ระงับการใช้งาน');

    // the newcomer's next request is refused: the SPA signs them out
    await newcomerPage.goto(`${session.server.baseUrl}/payment`);
    await newcomerPage.waitForURL('**/login', SOON);
    await submitLogin(newcomerPage, NEWCOMER);
    await expect.poll(() => newcomerPage.locator('[role="alert"]').allInnerTexts(), SOON).not.toEqual([]);
    expect(new URL(newcomerPage.url()).pathname).toBe('/login');
    expect(session.problems).toEqual([]);
  });
});
