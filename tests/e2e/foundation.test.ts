/**
 * The SPA frame in Chromium against the real server started as `npm start` does: sign-in with wrong
 * then right password, the notifications, every side-navigation link, a deep-link reload, English,
 * sign-out, and a revoked token sending the operator back to login.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SOON, screenshot, submitLogin, watchPageProblems } from './support/browser';
import { E2E_ADMIN, type RunningServer, startServer } from './support/server';

const SIDE_LINKS = ['/season', '/game-week', '/teamvs', '/team', '/payment', '/setting', '/userdetail'];

describe('the admin frame in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    problems = watchPageProblems(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const signIn = (password: string) => submitLogin(page, { username: E2E_ADMIN.username, password });

  it("asks for both fields, refuses a wrong password with the server's error, then signs in back to /payment", async () => {
    await page.goto(`${server.baseUrl}/payment`);
    await page.waitForURL('**/login');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByText('Please fill in all fields').count(), SOON).toBeGreaterThan(0);

    await signIn('not-the-password');
    // the server's auth.invalid_credentials, worded in the interface's language (Thai by default)
    await expect.poll(() => page.getByText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง').count(), SOON).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await screenshot(page, 'login-refused');

    await signIn(E2E_ADMIN.password);
    await expect.poll(() => page.getByText('Login successful').count(), SOON).toBeGreaterThan(0);
    // back to the page the route guard came from, not Home
    await page.waitForURL((url) => url.pathname === '/payment');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await page.goto(`${server.baseUrl}/`);
    await screenshot(page, 'home');
  });

  it('the notification disappears by itself after about 3 seconds', async () => {
    await expect.poll(() => page.getByText('Login successful').count(), { timeout: 6_000 }).toBe(0);
  });

  it('reaches every side-navigation screen in Thai', async () => {
    const appBarTitle = () => page.locator('header').first().textContent();
    for (const path of SIDE_LINKS) {
      const before = await appBarTitle();
      const link = page.locator(`a[href="${path}"]`).first();
      await link.click();
      await page.waitForURL(`**${path}`);
      // the screen has rendered when its title replaced the previous one in the app bar
      await expect.poll(appBarTitle, SOON).not.toBe(before);
      await expect.poll(async () => (await link.getAttribute('class')) ?? '', SOON).toContain('RaMenuItemLink-active');
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#root').textContent()).not.toMatch(/ไม่พบหน้า|Not found/i);
      await screenshot(page, `screen${path.replaceAll('/', '-')}`);
    }
  });

  it('survives a reload on a deep link', async () => {
    await page.goto(`${server.baseUrl}/edit-game-week/1`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/edit-game-week/1');
    await screenshot(page, 'deep-link-reloaded');
  });

  it('shows a Not found page for an unknown path', async () => {
    await page.goto(`${server.baseUrl}/no-such-screen`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').textContent()).toMatch(/ไม่พบ|Not found/i);
  });

  it('switches to English and remembers it', async () => {
    await page.goto(`${server.baseUrl}/season`);
    await expect.poll(() => page.getByText('จัดการฤดูกาล').count(), SOON).toBeGreaterThan(0);
    await page.locator('header button', { hasText: 'ไทย' }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => page.getByText('Manage season').count(), SOON).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByText('Manage season').count(), SOON).toBeGreaterThan(0);
    await screenshot(page, 'english');
  });

  it('signs out, and the old token is refused by the server', async () => {
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await page
      .getByRole('button', { name: /profile|โปรไฟล์|admin/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /logout|ออกจากระบบ/i }).click();
    await page.waitForURL('**/login');
    const check = await fetch(`${server.baseUrl}/api/admin/v1/check-token`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.status).toBe(401);
  });

  it('sends the operator to login when the token is revoked elsewhere', async () => {
    await signIn(E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const logout = await fetch(`${server.baseUrl}/api/admin/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    await page.goto(`${server.baseUrl}/payment`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('ran without page errors or CSP violations', () => {
    // 401s the app expects (the revoked token) show up as failed resource loads; nothing else may.
    const unexpected = problems.filter((problem) => !/401 \(Unauthorized\)/.test(problem));
    expect(unexpected).toEqual([]);
  });
});
