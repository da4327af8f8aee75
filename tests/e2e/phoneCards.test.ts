/**
 * At a phone's 390 x 844 the generated lists show a card per record instead of a table: the payments, members,
 * teams and game-week screens (layouts around the generated list) included. A card's top line is the value its
 * table shows in the same column, and its buttons work (a payment's Confirm asks first, the checked teams close
 * together). Every screen of the registry fits the phone's width, its forms fill it, and the app bar's title is
 * whole, with the balance chip left out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueTranslate } from '../../src/i18n/catalogueTranslate';
import { th } from '../../src/i18n/th';
import { cardFields } from '../../src/kit/cardFields';
import { fieldLabelKey } from '../../src/kit/labels';
import { gameWeekResource } from '../../src/screens/gameWeeks';
import { memberResource } from '../../src/screens/members';
import { paymentResource } from '../../src/screens/payments';
import { teamResource } from '../../src/screens/teams';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';
import { SCREENS } from './support/screens';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const thai = catalogueTranslate(th as Parameters<typeof catalogueTranslate>[0]);

const CARD_LISTS = [paymentResource, memberResource, teamResource, gameWeekResource];

/** What a screen shows past the phone's edge, and how its app-bar title fits (none on the login page). */
function fitOf(page: Page) {
  return page.evaluate(() => {
    const title = document.getElementById('react-admin-title');
    const bar = title?.closest('header')?.getBoundingClientRect();
    const after = title?.nextElementSibling?.getBoundingClientRect();
    const range = document.createRange();
    if (title) range.selectNodeContents(title);
    const text = range.getBoundingClientRect();
    const titleProblems =
      !title || !bar || text.width === 0
        ? []
        : [
            title.scrollWidth > title.clientWidth + 1 ? 'cut by an ellipsis' : '',
            text.left < 0 ? 'past the left edge' : '',
            after && text.right > after.left + 1 ? 'under the buttons beside it' : '',
            text.top < bar.top - 1 || text.bottom > bar.bottom + 1 ? 'taller than the bar' : '',
          ].filter(Boolean);
    // a form whose widest input is much narrower than itself lines its inputs up at their own width
    const narrowForms = Array.from(document.querySelectorAll('form')).filter((form) => {
      const inputs = Array.from(form.querySelectorAll('.MuiFormControl-root'));
      const widest = Math.max(0, ...inputs.map((input) => input.getBoundingClientRect().width));
      return widest > 0 && widest < form.getBoundingClientRect().width * 0.8;
    }).length;
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      titleProblems,
      narrowForms,
    };
  });
}

/** The visible text of the table cell in a column, by its header, in the first row. */
async function firstCellOf(page: Page, header: string) {
  const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const column = headers.indexOf(header);
  expect(column, `${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await page.locator('tbody tr').first().locator('td').nth(column).innerText()).trim();
}

describe('the phone width', () => {
  const session = browserSession({ page: { viewport: PHONE }, signInAt: '/' });
  const cards = () => session.page.getByRole('article');

  for (const declaration of CARD_LISTS) {
    it(`${declaration.name}: a card per record, whose top line is the table's value, axe-clean`, async () => {
      const { page } = session;
      const primary = cardFields(declaration).primary;
      expect(primary, declaration.name).toBeDefined();
      await page.setViewportSize(DESKTOP);
      await page.goto(`${session.server.baseUrl}/${declaration.name}`);
      await page.locator('tbody tr').first().waitFor(SOON);
      const shown = await firstCellOf(page, thai(fieldLabelKey(declaration.name, primary?.source ?? '')));
      expect(shown, declaration.name).not.toBe('');

      // opened afresh, as a phone opens it: react-admin keeps a desktop's open side menu over a phone's page
      await page.setViewportSize(PHONE);
      await page.reload();
      await cards().first().waitFor(SOON);
      expect(await page.locator('table').count(), declaration.name).toBe(0);
      expect(await page.getByRole('article', { name: shown, exact: true }).count()).toBeGreaterThan(0);
      await screenshot(page, `phone-cards-${declaration.name}`);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = violations.filter((found) => found.impact === 'serious' || found.impact === 'critical');
      expect(serious.map((found) => `${found.id}: ${found.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }

  it("keeps a payment's Confirm on its card, asking before it confirms", async () => {
    const { page } = session;
    await page.goto(`${session.server.baseUrl}/${paymentResource.name}`);
    const card = cards().first();
    const confirm = card.getByRole('button', { name: /^ยืนยันการชำระเงิน \d+$/ });
    await confirm.waitFor(SOON);
    const id = (await confirm.getAttribute('aria-label'))?.replace(/\D+/, '') ?? '';
    await confirm.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(SOON);
    expect(await dialog.innerText()).toContain(id);
    await dialog.getByRole('button', { name: thai('app.confirm.back') }).click();
    await dialog.waitFor({ state: 'detached', ...SOON });
    // nothing was confirmed: the payment is still pending, with its card
    expect(await page.getByRole('button', { name: `ยืนยันการชำระเงิน ${id}`, exact: true }).count()).toBe(1);
  });

  it('closes the checked teams from the toolbar above their cards', async () => {
    const { page } = session;
    await page.goto(`${session.server.baseUrl}/${teamResource.name}`);
    const checkboxes = page.getByRole('checkbox', { name: new RegExp(`^${thai('ra.action.select_row')} `) });
    await checkboxes.first().waitFor(SOON);
    await checkboxes.nth(1).check();
    await checkboxes.nth(2).check();
    const closeChecked = page.getByRole('button', { name: thai('app.teams.bulk_close'), exact: true });
    await closeChecked.waitFor(SOON);
    const box = await closeChecked.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await closeChecked.click();
    await page
      .getByRole('alert')
      .filter({ hasText: thai('app.teams.bulk_closed', { smart_count: 2 }) })
      .waitFor(SOON);
    for (const index of [1, 2]) {
      const closed = cards()
        .nth(index)
        .getByRole('checkbox', { name: /^ปิดทีม: / });
      await expect.poll(() => closed.isChecked(), SOON).toBe(true);
    }
  });

  it('leaves the balance chip out of the app bar', async () => {
    const { page } = session;
    const chip = page.getByLabel(new RegExp(`^${thai('app.balance')} `));
    await page.setViewportSize(DESKTOP);
    await page.goto(`${session.server.baseUrl}/season`);
    await chip.waitFor(SOON);
    await page.setViewportSize(PHONE);
    await chip.waitFor({ state: 'hidden', ...SOON });
  });

  // English titles and buttons are the longer ones; Thai is the interface's first language
  for (const locale of ['th', 'en']) {
    it(`fits every screen in the width, forms full width, with a whole title (${locale})`, {
      timeout: SCREENS.length * 8_000,
    }, async () => {
      const { page } = session;
      await page.setViewportSize(PHONE);
      // the app's react-admin store (src/i18n/localeKeepingStore.ts) keeps the chosen language
      await page.evaluate(
        (chosen) => localStorage.setItem('RaStoreMatchdayAdmin.locale', JSON.stringify(chosen)),
        locale,
      );
      const problems: string[] = [];
      for (const path of SCREENS.slice(1)) {
        await page.goto(`${session.server.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(locale);
        const { overflow, titleProblems, narrowForms } = await fitOf(page);
        if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the phone`);
        if (narrowForms > 0) problems.push(`${path}: ${narrowForms} form(s) narrower than the phone`);
        if (titleProblems.length > 0) problems.push(`${path}: the title is ${titleProblems.join(', ')}`);
        await screenshot(page, `phone-${locale}${path.replaceAll('/', '-')}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
