/**
 * The payments queue an operator works from, in Chromium against the real server with demo data, in Thai and in
 * English: each row names its member by name and phone, 12 rows or more fit a 1366×800 screen, the cancelled tab,
 * the search by member id, by phone with its leading 0 and by reference code kept in the URL across a reload,
 * and confirming a payment from its own page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const WORDS = {
  th: {
    cancelledTab: 'ยกเลิกแล้ว',
    pendingTab: 'รอดำเนินการ',
    search: 'ค้นหารหัสสมาชิก เบอร์โทร รหัสอ้างอิง หรือจำนวนเงิน',
    confirm: (id: number) => `ยืนยันการชำระเงิน ${id}`,
    confirmed: (id: number) => `ยืนยันการชำระเงิน ${id} แล้ว`,
    member: 'เปิดหน้าของสมาชิก',
  },
  en: {
    cancelledTab: 'Cancelled',
    pendingTab: 'Pending',
    search: 'Search member ID, phone, reference code or amount',
    confirm: (id: number) => `Confirm payment ${id}`,
    confirmed: (id: number) => `Payment ${id} confirmed`,
    member: 'Open the page of member',
  },
} as const;
type Language = keyof typeof WORDS;

interface ListedPayment {
  id: number;
  user_id: number;
  reference_code: string | null;
  member_name?: string;
  member_phone?: string;
}

/** The member a row's link names: their id from its address, and its text (name · phone). */
async function membersOfRows(page: Page) {
  const links = page.locator('tbody tr a[href*="/userdetail/"]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/userdetail\/(\d+)\/show/.exec(href)?.[1]));
}

const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');

describe('the payments queue in Chromium', () => {
  const session = browserSession({
    page: { viewport: { width: 1366, height: 800 }, locale: 'th-TH' },
    signInAt: '/payment',
  });
  const rows = () => session.page.locator('tbody tr');
  const expectNotification = (text: string) =>
    expect.poll(() => session.page.getByRole('alert').filter({ hasText: text }).count(), SOON).toBeGreaterThan(0);

  /** A tab's payments as the API answers them (first page, or what a search finds), read with the page's token. */
  const listed = (status: 'pending' | 'cancelled', q = '') =>
    session.page.evaluate(
      async ([tab, text]) => {
        const token = localStorage.getItem('access_token');
        const query = new URLSearchParams({ limit: '100', ...(text ? { q: text } : {}) });
        const answer = await fetch(`/api/admin/v1/payment-${tab}?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        }).then((response) => response.json());
        return answer[`${tab}Payments`] as ListedPayment[];
      },
      [status, q] as const,
    );
  /** The payments the rows show, by the id in their first cell. */
  const shownIds = async () => (await rows().locator('td:first-child').allTextContents()).map(Number);

  async function openIn(language: Language, address: string) {
    await session.page.evaluate(
      (locale) => localStorage.setItem('RaStoreMatchdayAdmin.locale', JSON.stringify(locale)),
      language,
    );
    await session.page.goto(`${session.server.baseUrl}${address}`);
  }

  async function search(language: Language, text: string) {
    await session.page.getByLabel(WORDS[language].search).fill(text);
    await session.page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').q === text, SOON);
  }

  describe.each(['th', 'en'] as const)('in %s', (language) => {
    const words = WORDS[language];

    it("shows each row's member by name and phone, 12 rows or more on a 1366×800 screen", async () => {
      // react-admin keeps a list's last filters: the queue opens on the pending tab, unsearched
      await openIn(language, `/payment?filter=${encodeURIComponent('{"status":"pending"}')}`);
      await expect.poll(() => rows().count(), SOON).toBe(20);
      const first = rows()
        .first()
        .getByRole('link', { name: new RegExp(`^${words.member} `) });
      const pending = await listed('pending');
      const [newest] = pending;
      expect(await first.textContent()).toBe(`${newest.member_name} · ${newest.member_phone}`);
      expect(newest.member_phone).toMatch(/^0\d{8,9}$/);
      await screenshot(session.page, `payments-queue-${language}`);
      const bottoms = await rows().evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().bottom));
      expect(bottoms.filter((bottom) => bottom <= 800).length, String(bottoms)).toBeGreaterThanOrEqual(12);
    });

    it('lists the cancelled payments on their own tab', async () => {
      await session.page.getByRole('tab', { name: words.cancelledTab }).click();
      await session.page.waitForURL(() => filterOf(session.page).status === 'cancelled', SOON);
      const cancelled = await listed('cancelled');
      expect(cancelled.length).toBeGreaterThan(0);
      await expect
        .poll(async () => (await membersOfRows(session.page)).slice(0, 3), SOON)
        .toEqual(cancelled.slice(0, 3).map((payment) => payment.user_id));
      expect(await session.page.getByRole('button', { name: words.confirm(cancelled[0].id) }).count()).toBe(0);
    });

    it('finds a cancelled payment by its reference code, kept in the URL across a reload', async () => {
      const [payment] = (await listed('cancelled')).filter((row) => row.reference_code);
      await search(language, payment.reference_code as string);
      await expect.poll(() => membersOfRows(session.page), SOON).toEqual([payment.user_id]);
      await session.page.reload();
      expect(await session.page.getByLabel(words.search).inputValue()).toBe(payment.reference_code);
      await expect.poll(() => membersOfRows(session.page), SOON).toEqual([payment.user_id]);
    });

    it('finds the pending payments of a member by their id and by their phone with its leading 0', async () => {
      await session.page.getByLabel(words.search).fill('');
      await session.page.getByRole('tab', { name: words.pendingTab }).click();
      await session.page.waitForURL(() => filterOf(session.page).status === 'pending', SOON);
      const [payment] = await listed('pending');
      const ofMember = (await listed('pending')).filter((row) => row.user_id === payment.user_id);
      // the digits of an id may also be an amount or part of another member's phone: the search finds those too
      const byId = (await listed('pending', String(payment.user_id))).slice(0, 20);
      expect(byId.map((row) => row.id)).toEqual(expect.arrayContaining(ofMember.slice(0, 20).map((row) => row.id)));
      await search(language, String(payment.user_id));
      await expect.poll(shownIds, SOON).toEqual(byId.map((row) => row.id));
      await session.page.reload();
      expect(filterOf(session.page).q).toBe(String(payment.user_id));
      await expect.poll(shownIds, SOON).toEqual(byId.map((row) => row.id));

      const phone = payment.member_phone as string;
      expect(phone.startsWith('0')).toBe(true);
      await search(language, phone);
      await expect.poll(() => membersOfRows(session.page), SOON).toEqual(ofMember.map((row) => row.user_id));
      await session.page.reload();
      expect(await session.page.getByLabel(words.search).inputValue()).toBe(phone);
      await expect.poll(() => membersOfRows(session.page), SOON).toEqual(ofMember.map((row) => row.user_id));
    });

    it('confirms a pending payment from its own page, which links the member by name and phone', async () => {
      const [payment] = await listed('pending');
      await session.page.goto(`${session.server.baseUrl}/payment/${payment.id}/show`);
      const member = session.page.getByRole('link', { name: new RegExp(`^${words.member} `) });
      await expect.poll(() => member.count(), SOON).toBe(1);
      expect(await member.textContent()).toBe(`${payment.member_name} · ${payment.member_phone}`);
      expect(await member.getAttribute('href')).toMatch(new RegExp(`/userdetail/${payment.user_id}/show$`));
      const confirm = session.page.getByRole('button', { name: words.confirm(payment.id), exact: true });
      expect(await confirm.count()).toBe(1);
      await confirm.click();
      await session.page
        .getByRole('dialog')
        .getByRole('button', { name: /ยืนยัน|Confirm/ })
        .click();
      await expectNotification(words.confirmed(payment.id));
      await expect.poll(() => confirm.count(), SOON).toBe(0);
      await member.click();
      await session.page.waitForURL((url) => url.pathname === `/userdetail/${payment.user_id}/show`, SOON);
    });
  });

  it('logged no page errors', () => {
    expect(session.problems).toEqual([]);
  });
});
