/** The team form as an operator fills it: a new team in the default season, then Create (สร้าง). */
import type { Page } from 'playwright-core';

export async function createTeamThroughForm(page: Page, name: string) {
  const values: Record<string, string> = {
    team_id: '990001',
    name,
    short_name: 'Chiang Rai',
    club_abbr: 'CRU',
    grounds_city: 'Chiang Rai',
    alt_ids_opta: 't990001',
    alt_ids_opta_id: '990001',
  };
  for (const [field, value] of Object.entries(values)) await page.locator(`input[name="${field}"]`).fill(value);
  await page.getByRole('button', { name: 'สร้าง' }).click();
}
