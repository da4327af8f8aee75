/**
 * Server refusals on a form in the Thai interface, against the demo's handlers: a coded refusal is a Thai
 * notification, and a 400's invalid fields are marked under their inputs in Thai.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { routeById } from '../../contract';
import { failureAnswer } from '../../server/routes/pipeline';
import { createRequestValidator } from '../../server/routes/requestValidation';
import { i18nProvider } from '../../src/i18n';
import { thAppMessages } from '../../src/i18n/appMessages.th';
import { teamResource } from '../../src/screens/teams';
import type { DemoStore } from './support/demoWorld';
import { renderResourceAt, setUpDemoWorld } from './support/demoWorld';

let store: DemoStore;
const server = setUpDemoWorld({ users: 2, payments: 1, entriesPerGameWeek: 1, anchorDate: '2025-01-05' }, (fresh) => {
  store = fresh;
});

const notifications = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

/** The team form, filled with a valid team (the form's own checks pass), then submitted. */
async function submitTeam(teamId: number) {
  await i18nProvider.changeLocale('th');
  renderResourceAt(teamResource, '/team');
  await waitFor(() => expect(input('team_id')).toBeTruthy());
  fireEvent.change(input('team_id'), { target: { value: String(teamId) } });
  for (const name of ['name', 'short_name', 'club_abbr', 'grounds_city', 'alt_ids_opta', 'alt_ids_opta_id']) {
    fireEvent.change(input(name), { target: { value: 'X' } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'สร้าง' }));
}

/** The server's own answer to a team whose name is empty and whose short name is too long. */
function twoFieldRefusal() {
  const body = { season_id: 578, team_id: 900201, name: '', short_name: 'x'.repeat(101), club_abbr: 'X' };
  const validate = createRequestValidator();
  try {
    validate(routeById.createTeam, {
      params: {},
      query: {},
      body: { ...body, grounds_city: 'X', alt_ids_opta: 'X', alt_ids_opta_id: 'X' },
    });
  } catch (error) {
    return failureAnswer(error, 'test');
  }
  throw new Error('the body was expected to be refused');
}

describe('server refusals in the Thai interface', () => {
  it('shows a coded refusal as a Thai notification (a Team ID already used in the season)', async () => {
    const taken = store.data.teams[0];
    await submitTeam(taken.team_id);
    await waitFor(() => expect(notifications()).toContain(`รหัสทีม ${taken.team_id} ถูกใช้แล้วในฤดูกาล 578 กรุณาเลือกรหัสทีมอื่น`));
  });

  it('marks each field of a server 400 under its input, in Thai, and names both in the notification', async () => {
    const refusal = twoFieldRefusal();
    expect(refusal.body.fields?.map((field) => field.field)).toEqual(['name', 'short_name']);
    server.use(http.post('*/api/admin/v1/team', () => HttpResponse.json(refusal.body, { status: refusal.status })));
    await submitTeam(900201);
    const helperOf = (name: string) =>
      document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    await waitFor(() => expect(helperOf('name')).toBe('ต้องมีอย่างน้อย 1 ตัวอักษร'));
    expect(helperOf('short_name')).toBe('ต้องไม่เกิน 100 ตัวอักษร');
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    const { fields } = thAppMessages.resources.team;
    expect(notifications()).toContain(
      `${fields.name}: ต้องมีอย่างน้อย 1 ตัวอักษร; ${fields.short_name}: ต้องไม่เกิน 100 ตัวอักษร`,
    );
  });
});
