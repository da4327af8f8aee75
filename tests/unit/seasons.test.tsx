/**
 * The season list, season player editor, game-week management and create-game-week screens in jsdom, against
 * the demo's handlers (msw/node) through the real dataProvider: what the operator sees, and what reached the
 * (demo) store. Also the screens' pure value rules and the demo's image upload.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { gameWeekDateProblems } from '../../contract';
import { createDataProvider } from '../../src/api/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { readInlineRow } from '../../src/kit/inlineCells';
import { gameWeekResource } from '../../src/screens/gameWeeks';
import { rewardResource } from '../../src/screens/gameWeeks/rewardResource';
import { emptyDraft, payloadOf } from '../../src/screens/seasonPlayers/playerDraft';
import { SeasonPlayerEditorPage } from '../../src/screens/seasonPlayers/SeasonPlayerEditorPage';
import type { DemoStore } from './support/demoWorld';
import { InAdmin, renderResourceAt, setUpDemoWorld } from './support/demoWorld';

const ANCHOR = '2025-01-05';
let store: DemoStore;
// a fresh demo world per test, with three teams: jsdom renders their rows quickly
const _server = setUpDemoWorld({ users: 3, payments: 3, entriesPerGameWeek: 1, anchorDate: ANCHOR }, (fresh) => {
  store = fresh;
  const kept = new Set(store.data.teams.slice(0, 3).map((team) => team.id));
  store.data.teams = store.data.teams.filter((team) => kept.has(team.id));
  // and six players a team (some of each position), so the wide editor table renders quickly too
  const perTeam = new Map<number, number>();
  store.data.players = store.data.players.filter((player) => {
    if (!kept.has(player.team_id)) return false;
    const taken = perTeam.get(player.team_id) ?? 0;
    perTeam.set(player.team_id, taken + 1);
    return taken < 3 || player.position === 'F';
  });
  const players = new Set(store.data.players.map((player) => player.id));
  store.data.game_week_players = store.data.game_week_players.filter((row) => players.has(row.player_id));
});

const renderAt = (url: string, path: string, element: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <InAdmin>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </InAdmin>
    </MemoryRouter>,
  );

const notifications = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
const expectNotification = (text: string) =>
  waitFor(() => expect(notifications().some((shown) => shown.includes(text))).toBe(true));
/** Opens a date field's calendar by its button's name: the popover's dialog, to pick in. */
const pickFromCalendar = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: label }));
  return within(await screen.findByRole('dialog', { name: label }));
};
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('pure rules of the season and game-week screens', () => {
  it("converts an editor row as the spec's validation says: integers by parseInt, Price by parseFloat, NaN as null", () => {
    const draft = {
      ...emptyDraft(),
      Name: 'Somchai',
      Position: 'M' as const,
      Price: '7.25',
      PlayerCode: '123abc',
      PlayerID: 'x',
      ShirtNum: '',
      Age: '24',
      YellowsCard: '',
      Birth: '  ',
      IsBan: true,
    };
    expect(payloadOf(draft, { seasonId: 578, teamId: 3 })).toMatchObject({
      Seasons: 578,
      TeamID: 3,
      Name: 'Somchai',
      Position: 'M',
      Price: 7.25,
      PlayerCode: 123,
      PlayerID: null,
      ShirtNum: null,
      Age: 24,
      YellowsCard: 0,
      Birth: null,
      IsBan: true,
      IsInjured: false,
    });
    expect(payloadOf({ ...draft, Price: 'abc' }, { seasonId: 578, teamId: 3 }).Price).toBeNull();
  });

  it('names a date-time that does not exist and an end that is not after the start', () => {
    const week = (start_date: string, end_date: string) => gameWeekDateProblems({ start_date, end_date });
    expect(week('2024-02-29 10:00', '2024-03-01 10:00')).toEqual({});
    expect(week('2023-02-29 10:00', '2023-03-01 10:00')).toEqual({ start_date: 'not_a_date' });
    expect(week('2025-01-05 10:00', '2025-01-05 10:00')).toEqual({ end_date: 'end_before_start' });
    expect(week('2025-01-05 10:01', '2025-01-05 10:00')).toEqual({ end_date: 'end_before_start' });
    expect(week('2025-01-05 10:00', '2025-01-05 10:01')).toEqual({});
  });

  it('reads a reward row, refusing what the server would refuse', () => {
    const rewardRow = (reward: string, reward2: string) =>
      readInlineRow(gameWeekResource, (source) => ({ reward, reward2 })[source] ?? '');
    expect(rewardRow('10,000.50', '20')).toEqual({ ok: true, values: { reward: 10000.5, reward2: 20 } });
    for (const [reward, tickets, refused] of [
      ['-1', '2', 'reward'],
      ['100', '1.5', 'reward2'],
      ['', '2', 'reward'],
      ['abc', '1', 'reward'],
      ['1', '1000001', 'reward2'],
    ]) {
      expect(rewardRow(reward, tickets)).toMatchObject({ ok: false, source: refused });
    }
  });
});

describe('the season player editor', () => {
  const open = () => renderAt('/season-edit-player/578', '/season-edit-player/:id', <SeasonPlayerEditorPage />);
  /** The first team of the dropdown (teams by name) and its players in the store. */
  const firstTeam = () => [...store.data.teams].sort((a, b) => a.name.localeCompare(b.name))[0];
  const playerRow = (name: string) =>
    screen
      .getAllByRole('cell', { name })
      .find((cell) => cell.closest('tr[data-player-id]'))
      ?.closest('tr') as HTMLElement;

  it("shows the first team's players ordered G, D, M, F", async () => {
    open();
    const team = firstTeam();
    // the current season is labelled for the dates it holds: the anchor's, 2025-01-05
    await screen.findByText('Players of season 2024/25');
    const rows = await waitFor(() => {
      const found = document.querySelectorAll('tr[data-player-id]');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    const ids = [...rows].map((row) => Number(row.getAttribute('data-player-id')));
    const expected = store.data.players.filter((player) => player.team_id === team.id);
    expect(new Set(ids)).toEqual(new Set(expected.map((player) => player.id)));
    const positions = ids.map((id) => expected.find((player) => player.id === id)?.position);
    expect(positions.join('')).toMatch(/^G*D*M*F*$/);
  });

  const shownPlayerIds = () =>
    waitFor(() => {
      const found = [...document.querySelectorAll('tr[data-player-id]')].map((row) =>
        Number(row.getAttribute('data-player-id')),
      );
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
  const teamOfPlayer = (id: number) => store.data.players.find((player) => player.id === id)?.team_id;

  it('opens on the first team that has players, not an empty one first in the alphabet', async () => {
    const empty = firstTeam();
    store.data.players = store.data.players.filter((player) => player.team_id !== empty.id);
    open();
    const ids = await shownPlayerIds();
    expect(ids.every((id) => teamOfPlayer(id) !== empty.id)).toBe(true);
  });

  it('opens on the team named in the URL, as a reload or a shared link does', async () => {
    const [, second] = [...store.data.teams].sort((a, b) => a.name.localeCompare(b.name));
    renderAt(`/season-edit-player/578?team=${second.id}`, '/season-edit-player/:id', <SeasonPlayerEditorPage />);
    const ids = await shownPlayerIds();
    expect(ids.every((id) => teamOfPlayer(id) === second.id)).toBe(true);
  });

  it('edits a player, converting the fields before sending, and says so', async () => {
    open();
    const player = store.data.players.find((one) => one.team_id === firstTeam().id) as (typeof store.data.players)[0];
    await waitFor(() => expect(playerRow(player.name)).toBeTruthy());
    fireEvent.click(within(playerRow(player.name)).getByRole('button', { name: `Edit ${player.name}` }));
    fill(`Price of ${player.name}`, '7.25');
    fill(`Player code of ${player.name}`, '123abc');
    fill(`Shirt no. of ${player.name}`, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectNotification('Player updated successfully');
    expect(store.data.players.find((one) => one.id === player.id)).toMatchObject({
      price: 7.25,
      player_code: 123,
      shirt_num: null,
    });
  });

  it("shows 'Player updated failed' with the server's reason, and keeps the row as it was", async () => {
    open();
    const player = store.data.players.find((one) => one.team_id === firstTeam().id) as (typeof store.data.players)[0];
    await waitFor(() => expect(playerRow(player.name)).toBeTruthy());
    fireEvent.click(within(playerRow(player.name)).getByRole('button', { name: `Edit ${player.name}` }));
    fill(`Price of ${player.name}`, 'cheap');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectNotification('Player updated failed: Price: Must be a number');
    expect(store.data.players.find((one) => one.id === player.id)?.price).toBe(player.price);
  });

  it('adds a player from the new-player row to the selected team, and clears the row', async () => {
    open();
    await screen.findByLabelText('Name of New player');
    fill('Name of New player', 'Chanathip');
    fill('Price of New player', '8.5');
    fill('Position of New player', 'M');
    fireEvent.click(screen.getByRole('button', { name: 'Add player' }));
    await expectNotification('Player Chanathip added');
    expect(store.data.players.at(-1)).toMatchObject({ name: 'Chanathip', team_id: firstTeam().id, price: 8.5 });
    await waitFor(() => expect((screen.getByLabelText('Name of New player') as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(playerRow('Chanathip')).toBeTruthy());
  });

  it('words a refused new player all in Thai in the Thai interface, the field by its label', async () => {
    await i18nProvider.changeLocale('th');
    open();
    const add = await screen.findByRole('button', { name: 'เพิ่มนักเตะ' });
    const before = store.data.players.length;
    // an empty row: the server refuses the blank name, and the notice says so in Thai
    fireEvent.click(add);
    await expectNotification('เพิ่มนักเตะไม่สำเร็จ: ชื่อที่แสดง: ต้องมีอย่างน้อย 1 ตัวอักษร');
    expect(store.data.players).toHaveLength(before);
  });

  it('deletes a player only after the confirmation', async () => {
    const team = firstTeam();
    const id = Math.max(...store.data.players.map((one) => one.id)) + 1;
    store.data.players.push({ ...store.data.players.find((one) => one.team_id === team.id)!, id, name: 'Unpicked' });
    open();
    await waitFor(() => expect(playerRow('Unpicked')).toBeTruthy());
    fireEvent.click(within(playerRow('Unpicked')).getByRole('button', { name: 'Delete Unpicked' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete player Unpicked?');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await expectNotification('Player Unpicked deleted');
    expect(store.data.players.some((one) => one.id === id)).toBe(false);
  });

  it("opens the score summary with the season's points per player, most first", async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Score summary' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(2));
    const points = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(row.querySelectorAll('td')[4].textContent?.replaceAll(',', '')));
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });
});

describe('the game-week screens', () => {
  it('saves a game week reward after a confirmation naming the week, the prize and the tickets', async () => {
    renderResourceAt(gameWeekResource, '/game-week');
    // the current season is chosen at first
    const season = (await screen.findByLabelText('Season')) as HTMLSelectElement;
    await waitFor(() => expect(season.value).toBe('578'));
    const prize = await screen.findByLabelText('VIP prize (baht), week 2');
    fireEvent.change(prize, { target: { value: '15000' } });
    fireEvent.change(screen.getByLabelText('Free tickets, week 2'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reward 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('week 2');
    expect(dialog.textContent).toContain('15,000.00');
    expect(dialog.textContent).toContain('7 free tickets');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await expectNotification('Reward saved');
    expect(store.data.game_weeks.find((week) => week.week === 2)).toMatchObject({ reward: 15000, reward2: 7 });
  });

  it('opens on the current season, the newest, with its weeks, and keeps the chosen season in the URL', async () => {
    const router = renderResourceAt(gameWeekResource, '/game-week');
    const season = (await screen.findByLabelText('Season')) as HTMLSelectElement;
    await waitFor(() => expect(season.value).toBe('578'));
    await screen.findByLabelText('VIP prize (baht), week 4');
    fireEvent.change(season, { target: { value: '577' } });
    await waitFor(() =>
      expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}')).toMatchObject({
        seasonId: 577,
      }),
    );
    cleanup();
    // a reload or a shared link: the URL names the season
    renderResourceAt(gameWeekResource, router.state.location.pathname + router.state.location.search);
    const reopened = (await screen.findByLabelText('Season')) as HTMLSelectElement;
    await waitFor(() => expect(reopened.value).toBe('577'));
    // the previous season's weeks (ids after the current season's) are the ones listed
    for (const week of store.data.game_weeks.filter((row) => row.season_id === 577)) {
      await screen.findByRole('cell', { name: String(week.id) });
    }
  });

  it('shows field errors before sending, then creates the game week', async () => {
    renderResourceAt(gameWeekResource, '/game-week/create');
    const before = store.data.game_weeks.length;
    await screen.findByLabelText('Week *');
    fill('Week *', '9');
    fill('Display name *', 'Week nine');
    // typed as the English interface shows dates: dd/mm/yyyy with the Western year
    fill('Starts *', '30/02/2025 12:00');
    fill('Ends *', '01/01/2025 12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Type a real day and time as dd/mm/yyyy HH:mm, e.g. 05/01/2025 14:30');
    expect(store.data.game_weeks).toHaveLength(before);

    fill('Starts *', '01/02/2025 12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The end must be after the start');
    expect(store.data.game_weeks).toHaveLength(before);

    fill('Ends *', '08/02/2025 12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectNotification('success');
    expect(store.data.game_weeks.at(-1)).toMatchObject({
      week: 9,
      status: 'active',
      start_date: '2025-02-01 12:00',
      end_date: '2025-02-08 12:00',
      week_name: 'Week nine',
    });
  });
  /** A reward's or a condition's kind as the screen names it (VIP, Normal), not its stored word. */
  const kindLabel = (resource: string, type: string) =>
    i18nProvider.translate(`resources.${resource}.choices.type.${type}`);

  it("saves a reward type's places from the game-week screen only after the confirmation", async () => {
    renderResourceAt(gameWeekResource, '/game-week');
    const reward = store.data.rewards[0];
    const card = (await screen.findByRole('heading', { name: `Reward: ${kindLabel('reward', reward.type)}` })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    fireEvent.change(within(card).getByLabelText(/^Place 3/), { target: { value: 'A signed shirt' } });
    fireEvent.change(within(card).getByLabelText(/^Place 10/), { target: { value: '' } });
    fireEvent.click(within(card).getByRole('button', { name: `Update ${kindLabel('reward', reward.type)}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Update this reward?');
    expect(store.data.rewards[0].reward3).toBe(reward.reward3);
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await expectNotification('Reward updated');
    expect(store.data.rewards[0]).toMatchObject({ reward3: 'A signed shirt', reward10: '', type: reward.type });
  });

  it("marks a condition's maximum the contract refuses, and sends nothing until it is a whole number", async () => {
    renderResourceAt(gameWeekResource, '/game-week');
    const condition = store.data.conditions[0];
    const card = (
      await screen.findByRole('heading', { name: `Condition: ${kindLabel('condition', condition.type)}` })
    ).closest('.MuiCard-root') as HTMLElement;
    const max = within(card).getByLabelText('Maximum *');
    fireEvent.change(max, { target: { value: '2.5' } });
    fireEvent.click(within(card).getByRole('button', { name: `Update ${kindLabel('condition', condition.type)}` }));
    await within(card).findByText('Must be a whole number');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(max, { target: { value: '7' } });
    fireEvent.click(within(card).getByRole('button', { name: `Update ${kindLabel('condition', condition.type)}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await expectNotification('Condition updated');
    expect(store.data.conditions[0]).toMatchObject({ max: 7, type: condition.type });
  });

  it('edits a reward on its own page too, with the same confirmation, then returns to the list', async () => {
    const reward = store.data.rewards[1];
    const router = renderResourceAt(rewardResource, `/reward/${reward.id}`);
    fireEvent.change(await screen.findByLabelText(/^Place 1\b/), { target: { value: 'Gold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await expectNotification('Reward updated');
    expect(store.data.rewards[1].reward1).toBe('Gold');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reward'));
  });

  it('keeps a reward place on several lines, and marks a control character before anything is sent', async () => {
    renderResourceAt(gameWeekResource, '/game-week');
    const reward = store.data.rewards[1];
    const card = (await screen.findByRole('heading', { name: `Reward: ${kindLabel('reward', reward.type)}` })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const place = within(card).getByLabelText(/^Place 2\b/);
    expect(place.tagName).toBe('TEXTAREA');
    fireEvent.change(place, { target: { value: 'Gold\u001b[31m' } });
    fireEvent.click(within(card).getByRole('button', { name: `Update ${kindLabel('reward', reward.type)}` }));
    await within(card).findByText('Must not hold control characters other than tab and new line');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(place, { target: { value: '1st\t5,000 THB\n2nd\t3,000 THB' } });
    fireEvent.click(within(card).getByRole('button', { name: `Update ${kindLabel('reward', reward.type)}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await expectNotification('Reward updated');
    expect(store.data.rewards[1].reward2).toBe('1st\t5,000 THB\n2nd\t3,000 THB');
  });

  it("writes a date picked from the calendar as 'YYYY-MM-DD HH:mm', keeping the typed time", async () => {
    renderResourceAt(gameWeekResource, '/game-week/create');
    const starts = (await screen.findByLabelText('Starts *')) as HTMLInputElement;
    fireEvent.change(starts, { target: { value: '15/02/2025 09:30' } });
    const calendar = await pickFromCalendar('Pick Starts from a calendar');
    fireEvent.click(calendar.getByRole('button', { name: 'Next month' }));
    fireEvent.click(calendar.getByRole('button', { name: 'Saturday, 1 March 2025' }));
    fireEvent.click(calendar.getByRole('button', { name: 'Use this date and time' }));
    await waitFor(() => expect(starts.value).toBe('01/03/2025 09:30'));
  });

  it('asks a Thai operator for Buddhist-era dates and sends the spec wire format', async () => {
    await i18nProvider.changeLocale('th');
    renderResourceAt(gameWeekResource, '/game-week/create');
    const starts = (await screen.findByLabelText(/^เริ่ม/)) as HTMLInputElement;
    expect(starts.placeholder).toBe('วว/ดด/ปปปป ชช:นน');
    // a date picked from the calendar shows in the Buddhist era
    fireEvent.change(starts, { target: { value: '05/12/2567 23:59' } });
    const calendar = await pickFromCalendar('เลือกเริ่มจากปฏิทิน');
    fireEvent.click(calendar.getByRole('button', { name: 'วันอังคารที่ 31 ธันวาคม 2567' }));
    fireEvent.click(calendar.getByRole('button', { name: 'ใช้วันและเวลานี้' }));
    await waitFor(() => expect(starts.value).toBe('31/12/2567 23:59'));
    // a Western year typed by mistake is refused, worded in Thai
    const before = store.data.game_weeks.length;
    fireEvent.change(starts, { target: { value: '16/08/2030 12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('กรุณาพิมพ์วันและเวลาที่มีอยู่จริงเป็น วว/ดด/ปปปป ชช:นน ปี พ.ศ. เช่น 05/01/2568 14:30');
    expect(store.data.game_weeks).toHaveLength(before);
  });
});

describe("the demo's image upload", () => {
  const PNG = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );

  it('keeps a PNG whatever its declared type and serves it back at the answered URL', async () => {
    const { image_url } = await createDataProvider().uploadGameWeekImage(
      new Blob([PNG], { type: 'text/plain' }),
      'x.txt',
    );
    const served = await fetch(`http://localhost${image_url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file that is not an image with 415', async () => {
    await expect(
      createDataProvider().uploadGameWeekImage(new Blob(['<svg/>'], { type: 'image/png' }), 'x.png'),
    ).rejects.toMatchObject({ status: 415 });
  });
});
