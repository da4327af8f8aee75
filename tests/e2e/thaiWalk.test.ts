/**
 * The Thai interface as an operator meets it: every screen of the registry and the main dialogs and their
 * notices show no text in Latin letters alone outside a short allow-list and the server's own data, no raw UTC
 * instant, no placeholder and no catalogue key (./support/untranslatedText.ts).
 */
import type { Page } from 'playwright-core';
import { generatePath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEMO_SEASON_ID } from '../../fixtures/constants';
import { thAppMessages as th } from '../../src/i18n/appMessages.th';
import { seasonPlayerEditorScreen } from '../../src/screens/seasonPlayers';
import { SOON, submitLogin } from './support/browser';
import { browserSession } from './support/browserSession';
import { SCREENS } from './support/screens';
import { E2E_ADMIN } from './support/server';
import { untranslatedTexts, watchServerData, whyUntranslated } from './support/untranslatedText';

describe('the Thai interface', () => {
  let data = new Set<string>();
  const session = browserSession({
    page: { viewport: { width: 1440, height: 900 } },
    watch: (page: Page) => {
      data = watchServerData(page);
    },
  });
  const found: string[] = [];
  const look = async (where: string) => found.push(...(await untranslatedTexts(session.page, where, data)));
  const page = () => session.page;
  const open = async (path: string) => {
    await page().goto(`${session.server.baseUrl}${path}`);
    await page().waitForLoadState('networkidle');
  };
  const dialog = () => page().getByRole('dialog');
  const confirmDialog = () => dialog().locator('button.ra-confirm').click();
  /** Looks at the dialog once it is open, then at the notice its confirmation brings. */
  async function lookAtDialog(where: string, confirm: boolean) {
    await dialog().waitFor({ state: 'visible', ...SOON });
    await look(`${where} dialog`);
    if (!confirm) {
      await page().keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden', ...SOON });
      return;
    }
    await confirmDialog();
    await page()
      .getByRole('alert')
      .first()
      .waitFor({ state: 'visible', ...SOON });
    await look(`${where} notice`);
  }

  it('refuses English, raw enum values, instants, placeholders and keys, and lets brands and data through', () => {
    const serverData = new Set(['Arsenal', 'somchai.k', 'vip']);
    const refused = [
      'Are you sure?',
      'success',
      'Short Name',
      'vip',
      'รางวัล: normal',
      'G',
      '2026-11-26T01:18:52Z',
      'ไม่พบ%{name}',
      'resources.team.fields.name',
    ];
    for (const text of refused) expect(whyUntranslated(text, serverData), text).toBeDefined();
    for (const text of ['Arsenal', 'somchai.k', 'QR โค้ด', 'VIP', 'ดาวน์โหลดไฟล์ Excel เรียบร้อยแล้ว!', '฿1,234.00']) {
      expect(whyUntranslated(text, serverData), text).toBeUndefined();
    }
  });

  /** The screens' visits grow with the registry: a few seconds each on a busy 2-core machine. */
  const walk = { timeout: SCREENS.length * 15_000 };

  it('walks every screen in Thai', walk, async () => {
    await open(SCREENS[0]);
    await look(SCREENS[0]);
    await submitLogin(page(), E2E_ADMIN);
    await page().waitForURL((url) => url.pathname !== '/login', SOON);
    await page()
      .getByRole('alert')
      .first()
      .waitFor({ state: 'visible', ...SOON });
    await look('the sign-in notice');
    for (const path of SCREENS.slice(1)) {
      await open(path);
      await look(path);
    }
    expect(found).toEqual([]);
  });

  it('opens the payment dialogs in Thai', walk, async () => {
    found.length = 0;
    await open('/payment');
    const confirmButtons = page().getByRole('button', { name: /^ยืนยันการชำระเงิน \d+$/ });
    await confirmButtons.first().click();
    await lookAtDialog('/payment confirm', true);
    await page()
      .getByRole('button', { name: /^ยกเลิกการชำระเงิน \d+$/ })
      .first()
      .click();
    await lookAtDialog('/payment cancel', false);
    expect(found).toEqual([]);
  });

  it(
    'opens the settings dialogs in Thai: free ticket, tickets, delete ticket, entrants, a team, Excel',
    walk,
    async () => {
      found.length = 0;
      await open('/setting');
      await page().locator('#settings-free-ticket-user-id').fill('1');
      await page().getByRole('button', { name: 'เพิ่มตั๋วฟรี' }).click();
      await lookAtDialog('/setting free ticket', true);

      await page().locator('#tickets-user-id').fill('1');
      await page().getByRole('button', { name: 'ดูตั๋ว' }).click();
      const deleteButtons = page().getByRole('button', { name: /^ลบตั๋ว / });
      await deleteButtons.first().waitFor({ state: 'visible', ...SOON });
      await look('/setting tickets');
      await deleteButtons.first().click();
      await lookAtDialog('/setting delete ticket', true);

      await page().locator('#entrants-game-week-id').fill('1');
      await page().getByRole('button', { name: 'ค้นหา', exact: true }).click();
      const vipRows = page().getByRole('region', { name: th.app.entrants.vip_title }).locator('tbody tr');
      await vipRows.first().waitFor({ state: 'visible', ...SOON });
      await page().waitForLoadState('networkidle');
      await look('/setting entrants');
      await vipRows.first().locator('td').first().click();
      await dialog()
        .locator('ul[data-line] > li')
        .first()
        .waitFor({ state: 'visible', ...SOON });
      await look('/setting entry pitch dialog');
      await page().keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden', ...SOON });

      const excel = page().getByTestId('excel-download');
      await excel.locator('#excel-game-week-id').fill('1');
      await excel.locator('button[type="submit"]').click();
      await lookAtDialog('/setting Excel', true);
      expect(found).toEqual([]);
    },
  );

  it("opens the game week's calculator and summarise dialogs in Thai and saves a row", walk, async () => {
    found.length = 0;
    await open('/edit-game-week/1');
    const saveRow = page()
      .locator('tr[data-row-id]')
      .first()
      .getByRole('button', { name: /^บันทึก / });
    await saveRow.waitFor({ state: 'visible', ...SOON });
    await saveRow.click();
    await page()
      .getByRole('alert')
      .first()
      .waitFor({ state: 'visible', ...SOON });
    await look('/edit-game-week save row notice');
    await page()
      .locator('tr[data-row-id]')
      .first()
      .getByRole('button', { name: /^คำนวณ / })
      .click();
    await lookAtDialog('/edit-game-week match stats', false);
    await page().getByRole('button', { name: 'สรุปคะแนนทั้งหมด' }).click();
    await lookAtDialog('/edit-game-week summarise', true);
    expect(found).toEqual([]);
  });

  it("opens the season's score summary in Thai", walk, async () => {
    found.length = 0;
    await open(generatePath(seasonPlayerEditorScreen.path, { id: String(DEMO_SEASON_ID) }));
    await page().getByRole('button', { name: 'สรุปคะแนน' }).click();
    await dialog().waitFor({ state: 'visible', ...SOON });
    await page().waitForLoadState('networkidle');
    await look('season score summary dialog');
    expect(found).toEqual([]);
  });
});
