/**
 * Admin accounts in Chromium against the real server, in Thai: an admin created on /admins signs in in a browser
 * of their own; disabled from the first browser (after a confirmation naming them), their open session is refused
 * at once, the page returns to the login screen, and signing in again is refused.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SOON, screenshot, submitLogin, watchPageProblems } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signInFrom } from './support/session';

const NEWCOMER = { username: 'e2e.newcomer', display_name: 'สมหญิง ทดสอบ', password: 'a long first secret' };

describe('admin accounts in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let newcomerContext: BrowserContext;
  let newcomerPage: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    problems = watchPageProblems(page);
    await signInFrom(page, `${server.baseUrl}/admins`);
    newcomerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    newcomerPage = await newcomerContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const newcomerRow = () => page.locator('tbody tr', { hasText: NEWCOMER.username });

  it('creates an admin from the generated form, and the new admin signs in', async () => {
    await page.goto(`${server.baseUrl}/admins/create`);
    await page.locator('input[name="username"]').fill(NEWCOMER.username);
    await page.locator('input[name="display_name"]').fill(NEWCOMER.display_name);
    await page.locator('input[name="password"]').fill(NEWCOMER.password);
    expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.waitForURL((url) => url.pathname === '/admins', SOON);
    await expect.poll(() => newcomerRow().innerText(), SOON).toContain('ใช้งานได้');
    // the password is never listed
    expect(await page.locator('tbody').innerText()).not.toContain(NEWCOMER.password);

    await newcomerPage.goto(`${server.baseUrl}/login`);
    await submitLogin(newcomerPage, NEWCOMER);
    await newcomerPage.waitForURL((url) => url.pathname !== '/login', SOON);
    await newcomerPage.goto(`${server.baseUrl}/userdetail`);
    await newcomerPage.locator('tbody tr').first().waitFor(SOON);
  });

  it('disables the new admin after a confirmation naming them: their open session is refused at once', async () => {
    await page.goto(`${server.baseUrl}/admins`);
    await newcomerRow().getByRole('link', { name: 'แก้ไข' }).click();
    await page.locator('input[name="display_name"]').waitFor(SOON);
    await page.getByRole('combobox', { name: /สถานะ/ }).click();
    await page.getByRole('option', { name: 'ระงับการใช้งาน' }).click();
    await page.getByRole('button', { name: 'บันทึก' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText(), SOON).toContain(`${NEWCOMER.display_name} จะถูกออกจากระบบทุกที่ทันที`);
    await screenshot(page, 'admins-disable-confirm');
    await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
    await page.waitForURL((url) => url.pathname === '/admins', SOON);
    await expect.poll(() => newcomerRow().innerText(), SOON).toContain('ระงับการใช้งาน');

    // the newcomer's next request is refused: the SPA signs them out
    await newcomerPage.goto(`${server.baseUrl}/payment`);
    await newcomerPage.waitForURL('**/login', SOON);
    await submitLogin(newcomerPage, NEWCOMER);
    await expect.poll(() => newcomerPage.locator('[role="alert"]').allInnerTexts(), SOON).not.toEqual([]);
    expect(new URL(newcomerPage.url()).pathname).toBe('/login');
    expect(problems).toEqual([]);
  });
});
