/**
 * An entrant's team on the pitch: the pure layout of picks by their formation, and the dialog opened from the
 * VIP entrant table in jsdom, against the demo's handlers (msw/node) through the real dataProvider.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EntrantsTable } from '../../src/screens/settings/entrants';
import { EntryPitchDialog, layOutPicks, type PitchPick } from '../../src/screens/settings/entries';
import type { DemoStore } from './support/demoWorld';
import { InAdmin, setUpDemoWorld } from './support/demoWorld';

const pick = (slot: number, position: PitchPick['position'], extra: Partial<PitchPick> = {}): PitchPick => ({
  slot,
  player_id: 100 + slot,
  name: `Player ${slot}`,
  position,
  team_id: 1,
  club: 'Arsenal',
  club_abbr: 'ARS',
  captain: false,
  price: 5,
  player_points: slot,
  points: slot,
  ...extra,
});

/** G, then D x4, M x4, F x2, shuffled so the layout has to sort them. */
const fourFourTwo = (): PitchPick[] =>
  [
    pick(11, 'F'),
    pick(1, 'G'),
    pick(6, 'M'),
    pick(2, 'D'),
    pick(3, 'D'),
    pick(10, 'F', { captain: true, player_points: 10, points: 20 }),
    pick(4, 'D'),
    pick(5, 'D'),
    pick(7, 'M'),
    pick(8, 'M'),
    pick(9, 'M'),
  ] as PitchPick[];

describe('laying picks out by their formation', () => {
  it('puts each pick in its line in slot order, gives the formation and adds up the counted points', () => {
    const layout = layOutPicks(fourFourTwo());
    expect(layout.formation).toBe('1-4-4-2');
    expect(layout.problem).toBeNull();
    expect(layout.lines.map((line) => [line.position, line.slots.map((slot) => slot?.slot)])).toEqual([
      ['GKP', [1]],
      ['DEF', [2, 3, 4, 5]],
      ['MID', [6, 7, 8, 9]],
      ['FWD', [10, 11]],
    ]);
    expect(layout.picksTotal).toBe(1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 20 + 11);
  });

  it('reports a player picked twice, and still shows every pick', () => {
    const picks = fourFourTwo();
    picks[4] = { ...picks[4], player_id: picks[3].player_id };
    const layout = layOutPicks(picks);
    expect(layout.problem?.code).toBe('already_placed');
    expect(layout.lines.flatMap((line) => line.slots)).toHaveLength(11);
  });

  it('reports a squad that is not eleven, and shows the picks it has by position', () => {
    const layout = layOutPicks(fourFourTwo().filter((p) => p.slot !== 11));
    expect(layout.formation).toBe('1-4-4-1');
    expect(layout.problem?.code).toBe('wrong_squad_size');
    expect(layout.lines.map((line) => line.slots.length)).toEqual([1, 4, 4, 1]);
  });
});

describe('the entry pitch dialog', () => {
  let store: DemoStore;
  setUpDemoWorld({ users: 40, payments: 3, entriesPerGameWeek: 30 }, (fresh) => {
    store = fresh;
  });

  const renderInAdmin = (element: React.ReactNode) =>
    render(
      <MemoryRouter>
        <InAdmin>{element}</InAdmin>
      </MemoryRouter>,
    );

  const topVipEntry = () =>
    store.data.game_week_entries
      .filter((entry) => entry.game_week_id === 1 && entry.is_vip === 1)
      .sort((a, b) => b.total_point - a.total_point || (a.created_at < b.created_at ? -1 : 1) || a.id - b.id)[0];

  it("opens from a VIP row: eleven players in their lines, the captain marked, the entry's total", async () => {
    const entry = topVipEntry();
    renderInAdmin(<EntrantsTable resource="entrantsVip" gameWeekId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: entry.name }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(`Team: ${entry.name}`);
    const lines = ['Goalkeeper', 'Defenders', 'Midfielders', 'Forwards'].map((name) =>
      within(dialog).getByRole('list', { name }),
    );
    const counts = lines.map((line) => within(line).getAllByRole('listitem').length);
    expect(counts[0]).toBe(1);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(11);
    expect(within(dialog).getByTestId('entry-formation').textContent).toBe(`Formation ${counts.join('-')}`);
    const captains = within(dialog).getAllByTestId('captain-badge');
    expect(captains).toHaveLength(1);
    expect(captains[0].textContent).toContain('Captain');
    const captainPick = store.data.entry_picks.find((p) => p.entry_id === entry.id && p.is_captain === 1);
    const captainName = store.data.players.find((p) => p.id === captainPick?.player_id)?.name;
    expect(within(captains[0].parentElement as HTMLElement).getByTestId('player-name').textContent).toBe(captainName);
    expect(within(dialog).getByTestId('entry-total-point').textContent).toBe(String(entry.total_point));
    expect(within(dialog).queryByTestId('entry-not-summarised')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the game week needs summarising when the picks no longer add up to the total', async () => {
    const entry = topVipEntry();
    entry.total_point += 7;
    renderInAdmin(<EntryPitchDialog entryId={entry.id} onClose={() => {}} />);
    const warning = await screen.findByTestId('entry-not-summarised');
    expect(warning.textContent).toContain(`shows ${entry.total_point}`);
    expect(warning.textContent).toContain(`add up to ${entry.total_point - 7}`);
  });

  it("shows the server's message for an unknown entry", async () => {
    renderInAdmin(<EntryPitchDialog entryId={999_999} onClose={() => {}} />);
    expect(await screen.findByText('No game-week entry with id 999999')).toBeTruthy();
  });
});
