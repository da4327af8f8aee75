/**
 * The game-week detail screen in jsdom, against the demo's handlers (msw/node) through the
 * real dataProvider: what the operator sees and what reached the (demo) store. And the screen's pure rules.
 */

import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  entryTotalPoints,
  POINT_FIELDS,
  type PointFields,
  playerGameWeekPoints,
  SCORING,
} from '../../contract/rules/scoring';
import { createDataProvider } from '../../src/api/dataProvider';
import { BusyFlagProvider, useBusyFlag } from '../../src/screens/gameWeekPoints/BusyFlag';
import { GameWeekDetailPage } from '../../src/screens/gameWeekPoints/GameWeekDetailPage';
import { EMPTY_STATS_DRAFT, parseMatchStats } from '../../src/screens/gameWeekPoints/matchStatsDraft';
import { draftOf, followSaved, parsePointDraft } from '../../src/screens/gameWeekPoints/pointDraft';
import type { DemoStore } from './support/demoWorld';
import { InAdmin, setUpDemoWorld } from './support/demoWorld';

const GAME_WEEK = 2;
let store: DemoStore;
// a fresh demo world per test; game week 2 is played, so its rows carry points
const server = setUpDemoWorld({ users: 10, payments: 3, entriesPerGameWeek: 8, anchorDate: '2025-01-05' }, (fresh) => {
  store = fresh;
});

/** AdminContext uses the router it finds: a memory router at the screen's URL. */
const renderWithAdmin = (element: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[`/edit-game-week/${GAME_WEEK}`]}>
      <InAdmin>{element}</InAdmin>
    </MemoryRouter>,
  );

const renderScreen = () =>
  renderWithAdmin(
    <Routes>
      <Route path="/edit-game-week/:id" element={<GameWeekDetailPage />} />
    </Routes>,
  );

const notifications = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
const expectNotification = (text: string) =>
  waitFor(() => expect(notifications().some((shown) => shown.includes(text))).toBe(true));

/** The first team of the selector (teams sorted by name) and its rows in the store, in screen order. */
function firstTeam() {
  const team = [...store.data.teams].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)[0];
  const playerIds = new Set(store.data.players.filter((p) => p.team_id === team.id).map((p) => p.id));
  const rows = store.data.game_week_players.filter((r) => r.game_week_id === GAME_WEEK && playerIds.has(r.player_id));
  return { team, rows };
}

const nameOf = (playerId: number) => store.data.players.find((p) => p.id === playerId)?.name ?? '';
const pointInput = (field: string, name: string) =>
  screen.getByRole('textbox', { name: `${field} of ${name}` }) as HTMLInputElement;

async function screenReady() {
  renderScreen();
  const { rows } = firstTeam();
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Play points of / }).length).toBe(rows.length));
}

const NO_POINTS = Object.fromEntries(POINT_FIELDS.map((field) => [field, 0])) as PointFields;

describe('pure rules of the game-week detail screen', () => {
  it('converts the eight point fields to whole numbers, or names the ones that cannot be', () => {
    const draft = draftOf({
      play_point: 2,
      goal_point: 6,
      assist_point: 0,
      clean_sheet: 4,
      free_kick_point: 0,
      card_point: -1,
      self_goal_point: 0,
      lose_goal_point: -1,
    });
    expect(parsePointDraft({ ...draft, goal_point: ' +5 ' })).toMatchObject({ ok: true, values: { goal_point: 5 } });
    expect(parsePointDraft({ ...draft, card_point: '1.5', clean_sheet: 'abc' })).toEqual({
      ok: false,
      reason: 'notWhole',
      fields: ['clean_sheet', 'card_point'],
    });
    expect(parsePointDraft({ ...draft, play_point: '' })).toMatchObject({ ok: false, reason: 'notWhole' });
    expect(parsePointDraft({ ...draft, play_point: '1e2' })).toMatchObject({ ok: false, reason: 'notWhole' });
    expect(parsePointDraft({ ...draft, goal_point: '150' })).toEqual({
      ok: false,
      reason: 'outOfRange',
      fields: ['goal_point'],
    });
  });

  it('keeps what was typed when the row is read again with other saved points; the rest follows the server', () => {
    const before = draftOf({ ...NO_POINTS, goal_point: 5 });
    const typed = { ...before, card_point: '-1', play_point: '' };
    const after = draftOf({ ...NO_POINTS, goal_point: 9, card_point: 3 });
    expect(followSaved(typed, before, after)).toEqual({ ...after, card_point: '-1', play_point: '' });
    expect(followSaved(before, before, after)).toEqual(after);
  });

  it('reads match stats as whole numbers within a match, and refuses the rest', () => {
    expect(parseMatchStats({ ...EMPTY_STATS_DRAFT, goals: '2' })).toMatchObject({ ok: true, stats: { goals: 2 } });
    expect(parseMatchStats({ ...EMPTY_STATS_DRAFT, goals: '-1', yellowCards: '3' })).toEqual({
      ok: false,
      fields: ['goals', 'yellowCards'],
    });
  });
});

describe('the busy flag', () => {
  it('refuses a second task while one runs, and tells the operator', async () => {
    let finish: () => void = () => {};
    const results: boolean[] = [];
    const Starter = () => {
      const { run } = useBusyFlag();
      useEffect(() => {
        void run(() => new Promise<void>((resolve) => (finish = resolve))).then((ran) => results.push(ran));
        void run(async () => {}).then((ran) => results.push(ran));
      }, [run]);
      return null;
    };
    renderWithAdmin(
      <BusyFlagProvider>
        <Starter />
      </BusyFlagProvider>,
    );
    await expectNotification('Another update is still running');
    expect(results).toEqual([false]);
    await act(async () => finish());
    await waitFor(() => expect(results).toEqual([false, true]));
  });
});

describe('the game-week detail screen', () => {
  beforeEach(() => {
    // five players a team render much faster in jsdom than twenty-five, and show the same behaviour
    const kept = new Set<number>();
    for (const team of store.data.teams) {
      for (const player of store.data.players.filter((p) => p.team_id === team.id).slice(0, 5)) kept.add(player.id);
    }
    store.data.players = store.data.players.filter((player) => kept.has(player.id));
    store.data.game_week_players = store.data.game_week_players.filter((row) => kept.has(row.player_id));
  });

  it("shows the rules banner with the scoring module's numbers and the first team's players", async () => {
    await screenReady();
    const banner = screen.getByRole('alert', { name: 'Points rules' });
    expect(banner.textContent).toContain(
      `Goal: goalkeeper or defender ${SCORING.goal.D}, midfielder ${SCORING.goal.M}, forward ${SCORING.goal.F}`,
    );
    expect(banner.textContent).toContain("the captain's points count 2 times");
    const { team } = firstTeam();
    expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe(String(team.id));
  });

  it('saves a point row and answers with the spec message', async () => {
    await screenReady();
    const row = firstTeam().rows[0];
    const name = nameOf(row.player_id);
    fireEvent.change(pointInput('Goal points', name), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: `Save ${name}` }));
    await expectNotification('Player updated successfully');
    expect(store.data.game_week_players.find((r) => r.id === row.id)?.goal_point).toBe(12);
  });

  it("keeps a row's typing when a colleague's save of the same row is read in", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <MemoryRouter initialEntries={[`/edit-game-week/${GAME_WEEK}`]}>
        <InAdmin queryClient={queryClient}>
          <Routes>
            <Route path="/edit-game-week/:id" element={<GameWeekDetailPage />} />
          </Routes>
        </InAdmin>
      </MemoryRouter>,
    );
    const row = firstTeam().rows[0];
    const name = nameOf(row.player_id);
    await waitFor(() => expect(pointInput('Card points', name)).toBeTruthy());
    fireEvent.change(pointInput('Card points', name), { target: { value: '-3' } });
    // a colleague saves the same player's goal points, and the screen reads the game week again
    const points = Object.fromEntries(POINT_FIELDS.map((field) => [field, row[field]]));
    await createDataProvider().update('gameWeekPlayers', {
      id: row.id,
      data: { ...points, goal_point: row.goal_point + 4 },
      previousData: { id: row.id },
    });
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(pointInput('Goal points', name).value).toBe(String(row.goal_point + 4)));
    expect(pointInput('Card points', name).value).toBe('-3');
  });

  it('refuses a point that is not a whole number with the exact section 5 message, sending nothing', async () => {
    await screenReady();
    const row = firstTeam().rows[1];
    const before = { ...row };
    const name = nameOf(row.player_id);
    fireEvent.change(pointInput('Card points', name), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: `Save ${name}` }));
    await expectNotification('Invalid data: Some fields could not be converted to int');
    expect(pointInput('Card points', name).getAttribute('aria-invalid')).toBe('true');
    expect(store.data.game_week_players.find((r) => r.id === row.id)).toEqual(before);
    expect(store.data.audit_log).toHaveLength(0);
  });

  it('fills a row from match stats with the rules of the scoring module', async () => {
    await screenReady();
    const row = firstTeam().rows[0];
    const player = store.data.players.find((p) => p.id === row.player_id);
    const name = nameOf(row.player_id);
    fireEvent.click(screen.getByRole('button', { name: `Calculate ${name}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Goals'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByLabelText('Man of the match'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill in the points' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pointInput('Goal points', name).value).toBe(String(2 * SCORING.goal[player?.position ?? 'F']));
    expect(pointInput('Play points', name).value).toBe(String(2 + SCORING.manOfTheMatch));
  });

  it("sets the team's team-vs text with Save VS", async () => {
    await screenReady();
    fireEvent.change(screen.getByLabelText('Team vs'), { target: { value: 'ARS vs CHE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save VS' }));
    await expectNotification('Save team vs successfully');
    expect(firstTeam().rows.every((row) => row.team_vs === 'ARS vs CHE')).toBe(true);
  });

  it('summarises after the confirmation, with a progress bar, and refuses a row save meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // held until released, then (answering nothing) passed on to the demo's own handler
    server.use(
      http.put('*/api/admin/v1/game-week-player-all-results/:id', async () => {
        await gate;
      }),
    );
    for (const entry of store.data.game_week_entries) entry.total_point = -999;
    await screenReady();
    fireEvent.click(screen.getByRole('button', { name: 'Summarise all points' }));
    expect(await screen.findByText('Update all scores of this game week?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain("Summarising every entry's points"));
    const name = nameOf(firstTeam().rows[0].player_id);
    expect((screen.getByRole('button', { name: `Save ${name}` }) as HTMLButtonElement).disabled).toBe(true);

    release();
    await expectNotification('Update all results successfully');
    await waitFor(() => expect(screen.queryByText("Summarising every entry's points…")).toBeNull());
    const points = new Map(
      store.data.game_week_players
        .filter((row) => row.game_week_id === GAME_WEEK)
        .map((row) => [row.player_id, playerGameWeekPoints(row)]),
    );
    for (const entry of store.data.game_week_entries.filter((e) => e.game_week_id === GAME_WEEK)) {
      const picks = store.data.entry_picks.filter((pick) => pick.entry_id === entry.id);
      expect(entry.total_point).toBe(entryTotalPoints(picks, (id) => points.get(id) ?? 0));
    }
    expect(store.data.game_week_entries.filter((e) => e.game_week_id !== GAME_WEEK)[0].total_point).toBe(-999);
  });
});
