/**
 * The lookups that follow a member's phone call, in Chromium against the real server, in Thai and in English: the
 * ticket lookup by a phone with its leading 0, a free ticket refused for a member nobody is before any question,
 * the members sorted by name, the teams of the chosen season only, and a refused sign-in said at the top right and
 * gone after 3 s.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SOON, screenshot, submitLogin } from './support/browser';
import { browserSession } from './support/browserSession';
import { E2E_ADMIN } from './support/server';
import { serverView } from './support/session';

interface Member {
  id: number;
  name: string;
  username: string;
  phone: string;
}
interface Ticket {
  UUID: string;
}
interface Team {
  id: number;
  name: string;
  season_id: number;
}
interface Season {
  id: number;
  label: string;
}

const WORDS = {
  th: {
    view: 'ดูตั๋ว',
    addFree: 'เพิ่มตั๋วฟรี',
    noMember: (id: number) => `ไม่พบสมาชิก ${id}`,
    name: 'ชื่อ',
    username: 'ชื่อผู้ใช้',
    refused: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  },
  en: {
    view: 'View tickets',
    addFree: 'Add free ticket',
    noMember: (id: number) => `No member with id ${id}`,
    name: 'Name',
    username: 'Username',
    refused: 'Invalid username or password',
  },
} as const;

/** Where both the light login page and the app keep the chosen language. */
const chooseLanguage = (page: Page, language: string) =>
  page.evaluate((chosen) => localStorage.setItem('RaStoreMatchdayAdmin.locale', JSON.stringify(chosen)), language);

describe('lookups, members, teams and sign-in in Chromium', () => {
  const session = browserSession({ page: { viewport: { width: 1366, height: 800 } }, signInAt: '/setting' });
  const api = <T>(path: string) => serverView(session.page, () => session.server.baseUrl)<T>(path);

  /** A member holding tickets, as the server knows them. */
  async function memberWithTickets(): Promise<{ member: Member; tickets: Ticket[] }> {
    const { data } = await api<{ data: Member[] }>('/get-all-user?page=1&limit=100');
    for (const member of data) {
      const { data: tickets } = await api<{ data: Ticket[] }>(`/see-ticket-user/${member.id}/-`);
      if (tickets.length > 0) return { member, tickets };
    }
    throw new Error('no member holds a ticket');
  }

  for (const language of ['th', 'en'] as const) {
    const words = WORDS[language];

    describe(`in ${language === 'th' ? 'Thai' : 'English'}`, () => {
      it('looks up tickets by a phone typed with its leading 0, sent with it', async () => {
        await chooseLanguage(session.page, language);
        await session.page.goto(`${session.server.baseUrl}/setting`);
        const { member, tickets } = await memberWithTickets();
        expect(member.phone.startsWith('0')).toBe(true);
        const sent = session.page.waitForRequest((request) => request.url().includes('/see-ticket-user/'));
        await session.page.locator('#tickets-user-id').fill(member.phone);
        await session.page.getByRole('button', { name: words.view, exact: true }).click();
        expect(new URL((await sent).url()).pathname).toBe(`/api/admin/v1/see-ticket-user/-/${member.phone}`);
        await expect
          .poll(() => session.page.getByRole('cell', { name: tickets[0].UUID, exact: true }).count(), SOON)
          .toBe(1);
        await screenshot(session.page, `lookup-by-phone-${language}`);
      });

      it('refuses a free ticket for a member nobody is, under the input, before any question', async () => {
        await session.page.goto(`${session.server.baseUrl}/setting`);
        await session.page.locator('#settings-free-ticket-user-id').fill('999999');
        await session.page.getByRole('button', { name: words.addFree, exact: true }).click();
        await expect.poll(() => session.page.getByText(words.noMember(999999), { exact: true }).count(), SOON).toBe(1);
        expect(await session.page.getByRole('dialog').count()).toBe(0);
        await screenshot(session.page, `free-ticket-unknown-member-${language}`);
      });

      it('sorts the members by name, then by username, in the order the server sorts them', async () => {
        await session.page.goto(`${session.server.baseUrl}/userdetail`);
        // the app's rows and headings, not the static shell's painted before them
        const rows = session.page.locator('#root tbody tr');
        for (const [field, label] of [
          ['name', words.name],
          ['username', words.username],
        ] as const) {
          await session.page.locator('#root thead').getByText(label, { exact: true }).click();
          await session.page.waitForURL((url) => url.searchParams.get('sort') === field);
          const { data } = await api<{ data: Member[] }>(`/get-all-user?page=1&limit=5&sort=${field}&order=ASC`);
          await expect
            .poll(async () => (await rows.first().textContent())?.includes(data[0].username), SOON)
            .toBe(true);
          for (const [index, member] of data.entries()) {
            expect(await rows.nth(index).textContent()).toContain(member.username);
          }
        }
        await screenshot(session.page, `members-by-username-${language}`);
      });

      it("lists the chosen season's teams only, the first season first, by its label", async () => {
        const { seasons } = await api<{ seasons: Season[] }>('/season-alls');
        const { teams } = await api<{ teams: Team[] }>('/teams');
        await session.page.goto(`${session.server.baseUrl}/team`);
        const select = session.page.locator('select[name="season"]');
        await expect.poll(() => select.inputValue(), SOON).toBe(String(seasons[0].id));
        // the first season last: the list keeps the season chosen, and the next visit starts on the first again
        for (const season of [...seasons].reverse()) {
          await select.selectOption(String(season.id));
          const names = teams.filter((team) => team.season_id === season.id).map((team) => team.name);
          const rows = session.page.locator('tbody tr');
          await expect.poll(() => rows.count(), SOON).toBe(names.length);
          await expect.poll(() => rows.first().getByText(season.label, { exact: true }).count(), SOON).toBe(1);
          for (const name of names.slice(0, 3)) {
            expect(await rows.filter({ hasText: name }).count()).toBeGreaterThan(0);
          }
        }
        await screenshot(session.page, `teams-of-season-${language}`);
      });

      it('says a refused sign-in at the top right, and the notice is gone after 3 s', async () => {
        const context = await session.browser.newContext({ viewport: { width: 1366, height: 800 } });
        const page = await context.newPage();
        try {
          await page.goto(`${session.server.baseUrl}/login`);
          await chooseLanguage(page, language);
          await page.reload();
          await submitLogin(page, { username: E2E_ADMIN.username, password: 'not-the-password' });
          const notice = page.getByRole('region', { name: 'notifications' }).getByRole('alert');
          await expect.poll(() => notice.textContent(), SOON).toBe(words.refused);
          const shownAt = Date.now();
          const box = (await notice.boundingBox())!;
          expect(box.x + box.width).toBeGreaterThan(1366 - 40);
          expect(box.y).toBeLessThan(120);
          await screenshot(page, `login-refused-notice-${language}`);
          await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(0);
          expect(Date.now() - shownAt).toBeGreaterThan(1500);
        } finally {
          await context.close();
        }
      });
    });
  }
});
