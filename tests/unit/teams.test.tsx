/**
 * The teams and team-matchup screens in jsdom, against the demo's handlers (msw/node) through the real
 * dataProvider: what the operator sees, and what reached the (demo) store.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PREVIOUS_SEASON_ID, DEMO_SEASON_ID } from '../../fixtures';
import { bangkokToday } from '../../src/format';
import { readInlineRow } from '../../src/kit/inlineCells';
import { savedText } from '../../src/kit/rowDrafts';
import { teamResource } from '../../src/screens/teams';
import { teamVsResource } from '../../src/screens/teamVs';
import type { DemoStore } from './support/demoWorld';
import { renderResourceAt, setUpDemoWorld } from './support/demoWorld';

const ANCHOR = '2025-01-05';
let store: DemoStore;
// a fresh demo world per test: what one test writes, the next does not see
const server = setUpDemoWorld({ users: 3, payments: 3, entriesPerGameWeek: 1, anchorDate: ANCHOR }, (fresh) => {
  store = fresh;
});

const notifications = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
const expectNotification = (text: string | RegExp) =>
  waitFor(() =>
    expect(notifications().some((shown) => (typeof text === 'string' ? shown.includes(text) : text.test(shown)))).toBe(
      true,
    ),
  );

/** jsdom renders a table of twenty teams slowly: give the first paint time. */

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The table row showing this name (a team's name and short name may be the same text). */
const teamRow = (name: string) => screen.getAllByRole('cell', { name })[0].closest('tr') as HTMLElement;
const hasCell = (name: string) => screen.queryAllByRole('cell', { name }).length > 0;

describe('pure rules of the matchup screen', () => {
  /** A fixture row's cells as typed: both scores and the order, read by the declaration's inline fields. */
  const fixtureRow = (typed: Record<string, string>) =>
    readInlineRow(teamVsResource, (source) => ({ Score1: '', Score2: '', Sort: '1', ...typed })[source] ?? '');

  it('reads a score cell: empty is null, 0..99 whole numbers, nothing else', () => {
    expect(fixtureRow({ Score1: '' })).toEqual({ ok: true, values: { Score1: null, Score2: null, Sort: 1 } });
    expect(fixtureRow({ Score1: ' 0 ' })).toMatchObject({ ok: true, values: { Score1: 0 } });
    expect(fixtureRow({ Score2: '99' })).toMatchObject({ ok: true, values: { Score2: 99 } });
    for (const bad of ['100', '-1', '1.5', 'x', '1e1']) {
      expect(fixtureRow({ Score2: bad })).toMatchObject({ ok: false, source: 'Score2' });
    }
  });

  it('reads an order cell: a whole number 0..9999, never empty', () => {
    expect(fixtureRow({ Sort: '0' })).toMatchObject({ ok: true, values: { Sort: 0 } });
    expect(fixtureRow({ Sort: '9999' })).toMatchObject({ ok: true, values: { Sort: 9999 } });
    for (const bad of ['', '10000', '-1', '2.5']) {
      expect(fixtureRow({ Sort: bad })).toMatchObject({ ok: false, source: 'Sort' });
    }
    expect(savedText(null)).toBe('');
    expect(savedText(0)).toBe('0');
  });

  it("takes today's date in Bangkok, whatever the browser's zone", () => {
    // 20:00 UTC on 4 January is already 03:00 on 5 January in Bangkok
    expect(bangkokToday(new Date('2025-01-04T20:00:00Z'))).toBe('2025-01-05');
  });
});

describe('the teams screen', () => {
  beforeEach(() => {
    // six teams render much faster in jsdom than twenty, and show the same behaviour
    const kept = new Set(store.data.teams.slice(0, 6).map((team) => team.id));
    store.data.teams = store.data.teams.filter((team) => kept.has(team.id));
    store.data.players = store.data.players.filter((player) => kept.has(player.team_id));
    store.data.team_vs = store.data.team_vs.filter((f) => kept.has(f.team1_id) && kept.has(f.team2_id));
  });

  it('lists every team with its Open/Closed checkbox', async () => {
    renderResourceAt(teamResource, '/team');
    await waitFor(() => expect(hasCell(store.data.teams[0].name)).toBe(true));
    expect(screen.getAllByRole('checkbox', { name: /^Closed: / })).toHaveLength(store.data.teams.length);
  });

  it('closes the checked teams at once, each row checkbox named by its team, and clears the selection', async () => {
    renderResourceAt(teamResource, '/team');
    const [first, second, third] = store.data.teams;
    await waitFor(() => expect(hasCell(first.name)).toBe(true));
    for (const team of [first, second]) {
      const select = within(teamRow(team.name)).getByRole('checkbox', {
        name: new RegExp(`^Select this row: .*${team.name}`),
      });
      fireEvent.click(select);
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Close selected' }));
    await expectNotification('2 teams closed');
    const closed = (id: number) => store.data.teams.find((team) => team.id === id)?.is_close;
    expect([closed(first.id), closed(second.id), closed(third.id)]).toEqual([1, 1, third.is_close]);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('checkbox', { name: /^Select this row/ })
          .every((box) => !(box as HTMLInputElement).checked),
      ).toBe(true),
    );
  });

  it('shows an inline error under every empty field and sends nothing', async () => {
    renderResourceAt(teamResource, '/team');
    const before = store.data.teams.length;
    fill('Season *', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(8));
    expect(store.data.teams).toHaveLength(before);
  });

  it('creates a team in season 578 by default, lists it and clears the form', async () => {
    renderResourceAt(teamResource, '/team');
    expect((screen.getByLabelText('Season *') as HTMLInputElement).value).toBe('578');
    fill('TeamID *', '990001');
    fill('Name *', 'Chiang Rai United');
    fill('Short Name *', 'Chiang Rai');
    fill('Club Abbr *', 'CRU');
    fill('Grounds City *', 'Chiang Rai');
    fill('Alt IDs Opta *', 't990001');
    fill('Alt IDs Opta ID *', '990001');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expectNotification('Team Chiang Rai United created');
    expect(store.data.teams.at(-1)).toMatchObject({ season_id: 578, team_id: 990001, name: 'Chiang Rai United' });
    await waitFor(() => expect(hasCell('Chiang Rai United')).toBe(true));
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of a Team ID already used in the season", async () => {
    renderResourceAt(teamResource, '/team');
    const taken = store.data.teams[0];
    fill('TeamID *', String(taken.team_id));
    for (const label of [
      'Name *',
      'Short Name *',
      'Club Abbr *',
      'Grounds City *',
      'Alt IDs Opta *',
      'Alt IDs Opta ID *',
    ]) {
      fill(label, 'X');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expectNotification(`Team ID ${taken.team_id} is already used in season 578`);
  });

  it("fills the form with a row's values on Edit, updates that team, and Cancel goes back to creating", async () => {
    renderResourceAt(teamResource, '/team');
    const team = store.data.teams[1];
    await waitFor(() => expect(hasCell(team.name)).toBe(true));
    fireEvent.click(within(teamRow(team.name)).getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe(team.name);
    fill('Name *', 'Renamed FC');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await expectNotification('Team Renamed FC updated');
    expect(store.data.teams[1].name).toBe('Renamed FC');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy());

    fireEvent.click(within(teamRow('Renamed FC')).getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // back on /team, whose list comes back with the season it keeps
    expect(await screen.findByRole('button', { name: 'Create' })).toBeTruthy();
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('');
  });

  it("asks for the teams once the season is chosen, once, and draws no other season's", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/admin/v1/season-alls', () => held.then(() => undefined)));
    let teamsAsked = 0;
    server.use(
      http.get('*/api/admin/v1/teams', () => {
        teamsAsked += 1;
        return undefined; // on to the demo's own handler
      }),
    );
    const ofNewest = store.data.teams.filter((team) => team.season_id === DEMO_SEASON_ID);
    const older = { ...ofNewest[0], id: 9001, season_id: DEMO_PREVIOUS_SEASON_ID, name: 'Last Season FC' };
    store.data.teams.push(older);
    renderResourceAt(teamResource, '/team');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(teamsAsked).toBe(0);
    release();
    await waitFor(() => expect(hasCell(ofNewest[0].name)).toBe(true));
    expect(hasCell(older.name)).toBe(false);
    expect(screen.getAllByRole('row').length - 1).toBe(ofNewest.length);
    expect(teamsAsked).toBe(1);
  });

  it('closes a team as soon as its checkbox is ticked', async () => {
    renderResourceAt(teamResource, '/team');
    const team = store.data.teams[2];
    const checkbox = await screen.findByRole('checkbox', { name: `Closed: ${team.name}` });
    fireEvent.click(checkbox);
    await expectNotification(`Team ${team.name} is now closed`);
    expect(store.data.teams[2].is_close).toBe(1);
    expect((screen.getByRole('checkbox', { name: `Closed: ${team.name}` }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the change at once, and puts the checkbox back with an error when the save fails', async () => {
    let answer: ((response: Response) => void) | undefined;
    server.use(
      http.put('*/api/admin/v1/team/:id/is_close', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderResourceAt(teamResource, '/team');
    const team = store.data.teams[3];
    const checkbox = () => screen.getByRole('checkbox', { name: `Closed: ${team.name}` }) as HTMLInputElement;
    await screen.findByRole('checkbox', { name: `Closed: ${team.name}` });
    fireEvent.click(checkbox());
    // in the click's own event, so nothing that reads the box right after the click sees the old state
    expect(checkbox().checked).toBe(true);
    expect(checkbox().disabled).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () =>
      answer?.(HttpResponse.json({ ok: false, error: 'The database is unavailable' }, { status: 503 })),
    );
    await expectNotification('The database is unavailable');
    await waitFor(() => expect(checkbox().checked).toBe(false));
    expect(store.data.teams[3].is_close).toBe(0);
  });

  it('keeps showing the change while it is saved, though the list is read again meanwhile', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // the save waits here, then goes on to the demo's own handler
    server.use(http.put('*/api/admin/v1/team/:id/is_close', () => held.then(() => undefined)));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    renderResourceAt(teamResource, '/team', queryClient);
    const team = store.data.teams[3];
    const checkbox = () => screen.getByRole('checkbox', { name: `Closed: ${team.name}` }) as HTMLInputElement;
    await screen.findByRole('checkbox', { name: `Closed: ${team.name}` });
    fireEvent.click(checkbox());
    await waitFor(() => expect(checkbox().checked).toBe(true));
    // a colleague's change reads the list again while the team is still open on the server
    await act(() => queryClient.refetchQueries({ queryKey: ['team', 'getList'] }));
    expect(store.data.teams[3].is_close).toBe(0);
    expect(checkbox().checked).toBe(true);
    await act(async () => release());
    await expectNotification(`Team ${team.name} is now closed`);
    expect(store.data.teams[3].is_close).toBe(1);
    expect(checkbox().checked).toBe(true);
  });

  it('asks before deleting, and shows what still holds a team the server refuses to delete', async () => {
    renderResourceAt(teamResource, '/team');
    const team = store.data.teams[0];
    await waitFor(() => expect(hasCell(team.name)).toBe(true));
    fireEvent.click(within(teamRow(team.name)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`Delete team ${team.name}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectNotification(/This team still has \d+ player\(s\) and \d+ fixture\(s\), so it cannot be deleted/);
    expect(store.data.teams.some((row) => row.id === team.id)).toBe(true);
  });
});

describe('the team matchups screen', () => {
  const today = bangkokToday();

  /** A fixture on a day, straight into the demo store. */
  const addFixture = (date: string, team1: number, team2: number, sort: number, score1: number | null = null) => {
    const id = Math.max(0, ...store.data.team_vs.map((row) => row.id)) + 1;
    store.data.team_vs.push({
      id,
      date_vs: date,
      team1_id: team1,
      team2_id: team2,
      score1,
      score2: null,
      sort,
      match_time: '20:00',
    });
    return id;
  };
  const nameOf = (id: number) => store.data.teams.find((team) => team.id === id)?.name ?? '';
  const scoreCell = (field: 'Score 1' | 'Score 2' | 'Order', team1: number, team2: number) =>
    screen.getByLabelText(`${field}: ${nameOf(team1)} vs ${nameOf(team2)}`) as HTMLInputElement;

  const pick = async (label: string, option: string) => {
    // the teams load first: until then the picker is a disabled placeholder
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };

  it("opens on today's matchups, in order", async () => {
    addFixture(today, 5, 6, 2);
    addFixture(today, 3, 4, 1);
    renderResourceAt(teamVsResource, '/teamvs');
    // the day is the list's filter, set to today once the list mounts
    // shown as the English interface shows days: dd/mm/yyyy, Western year
    const shownToday = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
    await waitFor(() => expect((screen.getByLabelText('Match date') as HTMLInputElement).value).toBe(shownToday));
    await waitFor(() => expect(hasCell(nameOf(3))).toBe(true));
    const rows = screen.getAllByRole('row').slice(1);
    // the row checkbox, date, time, then team 1
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(
      expect.arrayContaining([nameOf(3), nameOf(5)]),
    );
    expect(within(rows[0]).getAllByRole('cell')[3].textContent).toBe(nameOf(3));
  });

  it("shows another day's matchups when the date changes", async () => {
    addFixture('2030-06-01', 7, 8, 1);
    renderResourceAt(teamVsResource, '/teamvs');
    fireEvent.change(screen.getByLabelText('Match date'), { target: { value: '01/06/2030' } });
    await waitFor(() => expect(hasCell(nameOf(7))).toBe(true));
    expect(screen.queryByText('No matchups on this day')).toBeNull();
  });

  it("offers the current season's teams in the pickers, each club once", async () => {
    renderResourceAt(teamVsResource, '/teamvs');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Team 1/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '').filter(Boolean);
    const current = store.data.teams.filter((team) => team.season_id === 578).map((team) => team.name);
    expect(store.data.teams.length).toBeGreaterThan(current.length);
    expect(options.sort()).toEqual(current.sort());
  });

  it('refuses a team against itself under the field, sending nothing', async () => {
    renderResourceAt(teamVsResource, '/teamvs');
    const before = store.data.team_vs.length;
    await pick('Team 1', nameOf(1));
    await pick('Team 2', nameOf(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('A team cannot play against itself')).toBeTruthy());
    expect(store.data.team_vs).toHaveLength(before);
  });

  it('saves a matchup for the chosen day and lists it', async () => {
    renderResourceAt(teamVsResource, '/teamvs');
    fireEvent.change(screen.getByLabelText('Match date'), { target: { value: '01/07/2030' } });
    await pick('Team 1', nameOf(1));
    await pick('Team 2', nameOf(2));
    fill('Match time', '19:30');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectNotification('Save team vs successfully');
    expect(store.data.team_vs.at(-1)).toMatchObject({
      date_vs: '2030-07-01',
      team1_id: 1,
      team2_id: 2,
      match_time: '19:30',
    });
    await waitFor(() => expect(scoreCell('Score 1', 1, 2)).toBeTruthy());
  });

  it('refuses a match time that is not HH:mm under the field', async () => {
    renderResourceAt(teamVsResource, '/teamvs');
    await pick('Team 1', nameOf(1));
    await pick('Team 2', nameOf(2));
    fill('Match time', '7pm');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Use HH:mm on the 24-hour clock, e.g. 19:30')).toBeTruthy());
  });

  it('saves a score on Enter and on leaving the cell, keeping the other cells', async () => {
    const id = addFixture(today, 9, 10, 1);
    renderResourceAt(teamVsResource, '/teamvs');
    await waitFor(() => expect(scoreCell('Score 1', 9, 10)).toBeTruthy());
    fireEvent.change(scoreCell('Score 1', 9, 10), { target: { value: '2' } });
    fireEvent.keyDown(scoreCell('Score 1', 9, 10), { key: 'Enter' });
    await expectNotification('Matchup saved');
    fireEvent.change(scoreCell('Score 2', 9, 10), { target: { value: '1' } });
    fireEvent.blur(scoreCell('Score 2', 9, 10));
    await waitFor(() =>
      expect(store.data.team_vs.find((row) => row.id === id)).toMatchObject({ score1: 2, score2: 1, sort: 1 }),
    );
  });

  it('refuses a score above 99 without sending it', async () => {
    const id = addFixture(today, 11, 12, 1, 3);
    renderResourceAt(teamVsResource, '/teamvs');
    await waitFor(() => expect(scoreCell('Score 1', 11, 12).value).toBe('3'));
    fireEvent.change(scoreCell('Score 1', 11, 12), { target: { value: '100' } });
    fireEvent.blur(scoreCell('Score 1', 11, 12));
    await expectNotification('Score 1: Must be 99 or less');
    expect(store.data.team_vs.find((row) => row.id === id)?.score1).toBe(3);
  });

  it("puts a score back and shows the server's error when the save fails", async () => {
    addFixture(today, 13, 14, 1, 1);
    server.use(
      http.put('*/api/admin/v1/team-vs/:id', () =>
        HttpResponse.json({ ok: false, error: 'No fixture with id 1' }, { status: 404 }),
      ),
    );
    renderResourceAt(teamVsResource, '/teamvs');
    await waitFor(() => expect(scoreCell('Score 1', 13, 14).value).toBe('1'));
    fireEvent.change(scoreCell('Score 1', 13, 14), { target: { value: '4' } });
    fireEvent.keyDown(scoreCell('Score 1', 13, 14), { key: 'Enter' });
    await expectNotification('No fixture with id 1');
    await waitFor(() => expect(scoreCell('Score 1', 13, 14).value).toBe('1'));
  });

  it('deletes the checked matchups of the day at once', async () => {
    const kept = addFixture(today, 1, 2, 1);
    const gone = [addFixture(today, 3, 4, 2), addFixture(today, 5, 6, 3)];
    renderResourceAt(teamVsResource, '/teamvs');
    await waitFor(() => expect(hasCell(nameOf(3))).toBe(true));
    for (const team of [3, 5]) {
      fireEvent.click(within(teamRow(nameOf(team))).getByRole('checkbox', { name: /^Select this row/ }));
    }
    const bulk = document.querySelector('[data-test="bulk-actions-toolbar"]') as HTMLElement;
    fireEvent.click(await within(bulk).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(hasCell(nameOf(3))).toBe(false));
    // react-admin's Undo: the rows leave the list at once, the server hears of it when the Undo has passed
    await waitFor(() => expect(store.data.team_vs.some((row) => gone.includes(row.id))).toBe(false));
    expect(store.data.team_vs.some((row) => row.id === kept)).toBe(true);
  });

  it('deletes a matchup after a confirmation', async () => {
    const id = addFixture(today, 15, 16, 1);
    renderResourceAt(teamVsResource, '/teamvs');
    await waitFor(() => expect(hasCell(nameOf(15))).toBe(true));
    fireEvent.click(within(teamRow(nameOf(15))).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`${nameOf(15)} vs ${nameOf(16)} is deleted for good.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.data.team_vs.some((row) => row.id === id)).toBe(false));
    await waitFor(() => expect(hasCell(nameOf(15))).toBe(false));
    // the same green success as every other save
    const success = await screen.findByRole('alert');
    expect(success.textContent).toBe('Element deleted');
    expect(success.className).toContain('MuiAlert-filledSuccess');
  });
});
