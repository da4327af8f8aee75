/**
 * The declared resources in Chromium against the real server (demo data): lists keep their sort, filters and page
 * in the URL across a reload, export the listed columns, forms mark every invalid field at once, row actions stay
 * in view at 1024 px. In Thai (the default) and in English. (Signing in back to the page asked for:
 * foundation.test.ts.)
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';
import { serverView } from './support/session';

interface Member {
  id: number;
  name: string;
  username: string;
}

const ENGLISH = () => localStorage.setItem('RaStoreMatchdayAdmin.locale', JSON.stringify('en'));

describe('declared resources in Chromium', () => {
  const session = browserSession({
    page: { viewport: { width: 1366, height: 900 }, acceptDownloads: true },
    signInAt: '/userdetail',
  });

  const api = <T>(path: string) => serverView(session.page, () => session.server.baseUrl)<T>(path);
  // the app's rows and headings, not the static shell's painted before them
  const firstCells = (column: number) => session.page.locator(`#root tbody tr td:nth-child(${column})`).allInnerTexts();
  const listParams = () => {
    const url = new URL(session.page.url());
    return { filter: JSON.parse(url.searchParams.get('filter') ?? '{}'), sort: url.searchParams.get('sort') };
  };

  it('sorts and searches the members on the server, and keeps both across a reload', async () => {
    await session.page.goto(`${session.server.baseUrl}/userdetail`);
    await session.page.locator('#root thead').getByText('ชื่อ', { exact: true }).click();
    await expect.poll(() => listParams().sort, SOON).toBe('name');
    const { data: byName } = await api<{ data: Member[] }>('/get-all-user?page=1&limit=50&sort=name&order=ASC');
    await expect.poll(() => firstCells(2), SOON).toEqual(byName.map((member) => member.name));

    const wanted = byName[3];
    await session.page.getByLabel('ค้นหารหัส ชื่อ ชื่อผู้ใช้ หรือเบอร์โทร').fill(wanted.username);
    await expect.poll(() => listParams().filter.q, SOON).toBe(wanted.username);
    await expect.poll(() => firstCells(3), SOON).toEqual([wanted.username]);

    await session.page.reload();
    await expect.poll(() => firstCells(3), SOON).toEqual([wanted.username]);
    expect(listParams()).toEqual({ filter: { q: wanted.username }, sort: 'name' });
    expect(await session.page.getByLabel('ค้นหารหัส ชื่อ ชื่อผู้ใช้ หรือเบอร์โทร').inputValue()).toBe(wanted.username);
  });

  it("keeps the payments' tab and page across a reload", async () => {
    await session.page.goto(`${session.server.baseUrl}/payment`);
    await session.page.getByRole('tab', { name: 'สำเร็จแล้ว' }).click();
    await expect.poll(() => listParams().filter.status, SOON).toBe('completed');
    const completedPage = (number: number) =>
      api<{ completedPayments: { id: number }[] }>(`/payment-completed?page=${number}&limit=20`);
    // an operator turns the page once the tab's rows are shown: until the list has rendered the new filter,
    // react-admin's pager still holds the previous tab's parameters and would turn that tab's page
    const firstPage = (await completedPage(1)).completedPayments;
    await expect.poll(() => firstCells(1), SOON).toEqual(firstPage.map((payment) => String(payment.id)));
    await session.page.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => new URL(session.page.url()).searchParams.get('page'), SOON).toBe('2');
    expect(listParams().filter.status).toBe('completed');
    const { completedPayments } = await completedPage(2);
    await expect.poll(() => firstCells(1), SOON).toEqual(completedPayments.map((payment) => String(payment.id)));

    await session.page.reload();
    await expect.poll(() => firstCells(1), SOON).toEqual(completedPayments.map((payment) => String(payment.id)));
    expect(await session.page.getByRole('tab', { name: 'สำเร็จแล้ว' }).getAttribute('aria-selected')).toBe('true');
  });

  it('exports the members list as CSV: a header of Thai labels and a row per member', async () => {
    // the list remembers the last search and order: start from none, by id
    await session.page.goto(`${session.server.baseUrl}/userdetail?filter=%7B%7D&sort=id&order=ASC&page=1`);
    await session.page.locator('tbody tr').first().waitFor(SOON);
    const [download] = await Promise.all([
      session.page.waitForEvent('download', SOON),
      session.page.getByRole('button', { name: 'ส่งออก' }).click(),
    ]);
    const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.split('\r\n');
    expect(header).toBe('รหัสผู้ใช้,ชื่อ,ชื่อผู้ใช้,เบอร์โทร,เลขบัญชี,ประเภทบัญชี');
    const { data: members, total } = await api<{ data: Member[]; total: number }>(
      '/get-all-user?page=1&limit=100&sort=id&order=ASC',
    );
    // every member up to the export's cap, read 100 a page (the route's largest), in the list's order
    expect(rows).toHaveLength(Math.min(total, 10_000));
    expect(rows.slice(0, members.length).map((row) => row.split(',').slice(0, 3))).toEqual(
      members.map((member) => [String(member.id), member.name, member.username]),
    );
  });

  it('marks two invalid fields of the team form at once, in Thai, and sends nothing', async () => {
    const before = (await api<{ teams: unknown[] }>('/teams')).teams.length;
    await session.page.goto(`${session.server.baseUrl}/team`);
    await session.page.locator('input[name="team_id"]').fill('0');
    await session.page.locator('input[name="name"]').fill('   ');
    await session.page.getByRole('button', { name: 'สร้าง' }).click();
    const errorOf = (field: string) =>
      session.page.locator(`input[name="${field}"]`).locator('xpath=ancestor::div[contains(@class,"MuiFormControl")]');
    await expect.poll(() => errorOf('team_id').innerText(), SOON).toContain('ต้องมีค่าอย่างน้อย 1');
    expect(await errorOf('name').innerText()).toContain('จำเป็นต้องกรอก');
    expect(await session.page.locator('input[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(2);
    await screenshot(session.page, 'resources-team-form-errors');
    expect((await api<{ teams: unknown[] }>('/teams')).teams.length).toBe(before);
  });

  it("keeps a team row's Edit and Delete in view at 1024 px, in English", async () => {
    await session.page.evaluate(ENGLISH);
    await session.page.setViewportSize({ width: 1024, height: 768 });
    await session.page.goto(`${session.server.baseUrl}/team`);
    const row = session.page.locator('tbody tr').first();
    await row.waitFor(SOON);
    for (const name of ['Edit', 'Delete']) {
      const box = await row.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(1024);
    }
    await screenshot(session.page, 'resources-teams-1024');
  });

  it('marks every empty field of the team form in English', async () => {
    await session.page.goto(`${session.server.baseUrl}/team`);
    await session.page.locator('input[name="season_id"]').fill('');
    await session.page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => session.page.getByText('Required', { exact: true }).count(), SOON).toBe(8);
  });

  it('ran without console errors', () => {
    expect(session.problems).toEqual([]);
  });
});
