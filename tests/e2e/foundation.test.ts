/**
 * The SPA frame in Chromium against the real server started as `npm start` does: sign-in with wrong
 * then right password, the notifications, every side-navigation link, a deep-link reload, English,
 * sign-out, and a revoked token sending the operator back to login.
 */
import { describe, expect, it } from 'vitest';
import { SOON, screenshot, submitLogin } from './support/browser';
import { browserSession } from './support/browserSession';
import { E2E_ADMIN } from './support/server';

const SIDE_LINKS = ['/season', '/game-week', '/teamvs', '/team', '/payment', '/setting', '/userdetail'];

describe('the admin frame in Chromium', () => {
  const session = browserSession({ page: { viewport: { width: 1440, height: 900 } } });

  const signIn = (password: string) => submitLogin(session.page, { username: E2E_ADMIN.username, password });

  it("asks for both fields, refuses a wrong password with the server's error, then signs in back to /payment", async () => {
    await session.page.goto(`${session.server.baseUrl}/payment`);
    await session.page.waitForURL('**/login');
    await session.page.locator('button[type="submit"]').click();
    await expect.poll(() => session.page.getByText('กรุณากรอกข้อมูลให้ครบทุกช่อง').count(), SOON).toBeGreaterThan(0);

    await signIn('not-the-password');
    // the server's auth.invalid_credentials, worded in the interface's language (Thai by default)
    await expect.poll(() => session.page.getByText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง').count(), SOON).toBeGreaterThan(0);
    expect(await session.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await screenshot(session.page, 'login-refused');

    await signIn(E2E_ADMIN.password);
    await expect.poll(() => session.page.getByText('เข้าสู่ระบบสำเร็จ').count(), SOON).toBeGreaterThan(0);
    // back to the page the route guard came from, not Home
    await session.page.waitForURL((url) => url.pathname === '/payment');
    expect(await session.page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await session.page.goto(`${session.server.baseUrl}/`);
    await screenshot(session.page, 'home');
  });

  it('the notification disappears by itself after about 3 seconds', async () => {
    await expect.poll(() => session.page.getByText('เข้าสู่ระบบสำเร็จ').count(), { timeout: 6_000 }).toBe(0);
  });

  it('reaches every side-navigation screen in Thai', async () => {
    const appBarTitle = () => session.page.locator('#react-admin-title').innerText();
    for (const path of SIDE_LINKS) {
      const before = await appBarTitle();
      const link = session.page.locator(`a[href="${path}"]`).first();
      await link.click();
      // by its path: a screen may put its list's filter in the address as it opens
      await session.page.waitForURL((url) => url.pathname === path);
      // the screen has rendered when its own title replaced the previous one in the app bar: one whose code is
      // still on its way shows none, and the next link is followed only once this screen is there
      const replaced = async () => {
        const title = await appBarTitle();
        return title.trim() !== '' && title !== before;
      };
      await expect.poll(replaced, SOON).toBe(true);
      await expect.poll(async () => (await link.getAttribute('class')) ?? '', SOON).toContain('RaMenuItemLink-active');
      await session.page.waitForLoadState('networkidle');
      expect(await session.page.locator('#root').textContent()).not.toMatch(/ไม่พบหน้า|Not found/i);
      await screenshot(session.page, `screen${path.replaceAll('/', '-')}`);
    }
  });

  it('survives a reload on a deep link', async () => {
    await session.page.goto(`${session.server.baseUrl}/edit-game-week/1`);
    await session.page.waitForLoadState('networkidle');
    expect(new URL(session.page.url()).pathname).toBe('/edit-game-week/1');
    await screenshot(session.page, 'deep-link-reloaded');
  });

  it('shows a Not found page for an unknown path', async () => {
    await session.page.goto(`${session.server.baseUrl}/no-such-screen`);
    await session.page.waitForLoadState('networkidle');
    expect(await session.page.locator('#root').textContent()).toMatch(/ไม่พบ|Not found/i);
  });

  it('switches to English and remembers it', async () => {
    await session.page.goto(`${session.server.baseUrl}/season`);
    await expect.poll(() => session.page.getByText('จัดการฤดูกาล').count(), SOON).toBeGreaterThan(0);
    await session.page.locator('header button', { hasText: 'ไทย' }).first().click();
    await session.page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => session.page.getByText('Manage season').count(), SOON).toBeGreaterThan(0);
    await session.page.reload();
    await expect.poll(() => session.page.getByText('Manage season').count(), SOON).toBeGreaterThan(0);
    await screenshot(session.page, 'english');
  });

  it('signs out, and the old token is refused by the server', async () => {
    const token = await session.page.evaluate(() => localStorage.getItem('access_token'));
    await session.page
      .getByRole('button', { name: /profile|โปรไฟล์|admin/i })
      .first()
      .click();
    await session.page.getByRole('menuitem', { name: /logout|ออกจากระบบ/i }).click();
    await session.page.waitForURL('**/login');
    const check = await fetch(`${session.server.baseUrl}/api/admin/v1/check-token`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.status).toBe(401);
  });

  it('sends the operator to login when the token is revoked elsewhere', async () => {
    await signIn(E2E_ADMIN.password);
    await session.page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
    const token = await session.page.evaluate(() => localStorage.getItem('access_token'));
    const logout = await fetch(`${session.server.baseUrl}/api/admin/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    await session.page.goto(`${session.server.baseUrl}/payment`);
    await session.page.waitForURL('**/login');
    expect(await session.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('ran without page errors or CSP violations', () => {
    // 401s the app expects (the revoked token) show up as failed resource loads; nothing else may.
    const unexpected = session.problems.filter((problem) => !/401 \(Unauthorized\)/.test(problem));
    expect(unexpected).toEqual([]);
  });
});
