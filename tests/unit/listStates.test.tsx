/**
 * What the generated screens say when a read fails, hangs or answers no rows, in jsdom against the demo's
 * handlers (msw/node) through the real dataProvider: a failure says why with a Retry that asks again and never
 * the empty text; the empty text comes only after an empty answer, naming the resource, or saying that nothing
 * matches the operator's filters with a Clear; and Delete on a generated edit form goes back to the list with
 * Undo. (The checked rows' toolbar, which jsdom cannot lay out: tests/e2e/generatedLists.test.ts.)
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paymentPageNames, routeById } from '../../contract';
import type { ResourceDeclaration } from '../../src/kit/declaration';
import { memberResource } from '../../src/screens/members';
import { paymentResource } from '../../src/screens/payments';
import { seasonResource } from '../../src/screens/seasons';
import { teamResource } from '../../src/screens/teams';
import type { DemoStore } from './support/demoWorld';
import { renderResourceAt, setUpDemoWorld } from './support/demoWorld';

let store: DemoStore;
const server = setUpDemoWorld({ users: 8, payments: 6, entriesPerGameWeek: 1, anchorDate: '2025-01-05' }, (fresh) => {
  store = fresh;
});

/** jsdom renders the screens slowly on a busy machine: allow time, never rely on it being short. */

/** Where the SPA reads a contract route, for msw. */
const urlOf = (routeId: keyof typeof routeById) => `*/api${routeById[routeId].path}`;

/** What the server answers when it breaks: its coded failure, worded by the SPA's catalogue. */
const serverBroke = () =>
  HttpResponse.json(
    { ok: false, error: 'Internal error', code: 'server.unexpected', params: { requestId: 'req-77' } },
    { status: 500 },
  );

const failureAlert = (title: string) =>
  waitFor(() => {
    const alert = screen.getAllByRole('alert').find((shown) => shown.textContent?.includes(title));
    expect(alert).toBeTruthy();
    return alert as HTMLElement;
  });

/** What a page shows that no operator should see: an unfilled placeholder or a catalogue key. */
const rawTexts = () => document.body.textContent?.match(/%\{|\b(app|resources|ra)\.[a-z_]+\.[a-z_]/g) ?? [];

describe('a list whose request fails', () => {
  it("shows the server's worded failure and Retry, never the payments' empty text", async () => {
    let failing = true;
    let requests = 0;
    server.use(
      http.get(urlOf('listPendingPayments'), () => {
        requests += 1;
        return failing ? serverBroke() : undefined;
      }),
    );
    renderResourceAt(paymentResource, '/payment');
    const alert = await failureAlert('Could not load payments');
    expect(alert.textContent).toContain('Something went wrong on the server (request req-77)');
    // what the list says is the failure, also after the answer has long been in
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('No pending payments')).toBeNull();
    expect(rawTexts()).toEqual([]);

    failing = false;
    const asked = requests;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const newest = store.data.payments.filter((payment) => payment.status === 'pending').at(-1);
    await screen.findByRole('button', { name: `Confirm payment ${newest?.id}` });
    expect(requests).toBeGreaterThan(asked);
    expect(screen.queryByText('Could not load payments')).toBeNull();
  });

  it('says the server could not be reached when the request never reaches it', async () => {
    server.use(http.get(urlOf('getAllUser'), () => HttpResponse.error()));
    renderResourceAt(memberResource, '/userdetail');
    const alert = await failureAlert('Could not load members');
    expect(alert.textContent).toContain('The server could not be reached. Check the connection, then try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('No members found')).toBeNull();
  });

  it('keeps saying it is loading while the request neither answers nor fails', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(http.get(urlOf('listSeasons'), () => new Promise<Response>((resolve) => (answer = resolve))));
    renderResourceAt(seasonResource, '/season');
    await screen.findByRole('heading', { name: 'Seasons' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByText('No seasons yet.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => answer(HttpResponse.json({ ok: true, seasons: [] })));
    await screen.findByText('No seasons yet.');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe("a record's page whose request fails", () => {
  it('says why under its heading, and Retry reads the record again', async () => {
    const payment = store.data.payments[0];
    let failing = true;
    server.use(http.get(urlOf('getPayment'), () => (failing ? serverBroke() : undefined)));
    renderResourceAt(paymentResource, `/payment/${payment.id}/show`);
    const alert = await failureAlert('Could not load payment');
    expect(alert.textContent).toContain('(request req-77)');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: `Payment #${payment.id}` });
  });

  it('shows a related list that fails as failed, with its own Retry', async () => {
    const payment = store.data.payments[0];
    server.use(http.get(urlOf('listAuditLog'), serverBroke));
    renderResourceAt(paymentResource, `/payment/${payment.id}/show`);
    const audit = (await screen.findByRole('heading', { name: 'Audit trail' })).parentElement as HTMLElement;
    await waitFor(() => expect(within(audit).getByRole('alert').textContent).toContain('Could not load audit log'));
    expect(within(audit).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('an empty answer', () => {
  it('names the resource where the declaration has no words of its own, with no placeholder left', async () => {
    server.use(http.get(urlOf('listSeasons'), () => HttpResponse.json({ ok: true, seasons: [] })));
    renderResourceAt(seasonResource, '/season');
    await screen.findByText('No seasons yet.');
    expect(rawTexts()).toEqual([]);
  });

  it("keeps the payments tab's own words: a tab is not a filter to clear", async () => {
    server.use(
      http.get(urlOf('listPendingPayments'), () =>
        HttpResponse.json({ ok: true, pendingPayments: [], totalPagesPending: 0, total: 0 }),
      ),
    );
    renderResourceAt(paymentResource, '/payment');
    await screen.findByText('No pending payments');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it.each([
    ['completed', 'completed', 'No completed payments'],
    // an address naming no tab the list knows opens the first, and says its words
    ['refunded', 'pending', 'No pending payments'],
  ] as const)("says the %s tab's own words for its empty list", async (status, shown, words) => {
    const { route, rows, totalPages } = paymentPageNames(shown);
    server.use(http.get(urlOf(route), () => HttpResponse.json({ ok: true, [rows]: [], [totalPages]: 0, total: 0 })));
    const filter = encodeURIComponent(JSON.stringify({ status }));
    renderResourceAt(paymentResource, `/payment?filter=${filter}`);
    await screen.findByText(words);
  });

  it("says nothing matches the operator's filters, and Clear brings the rows back", async () => {
    const first = [...store.data.users].sort((a, b) => a.id - b.id)[0];
    renderResourceAt(memberResource, '/userdetail');
    await screen.findByRole('cell', { name: first.username });
    const search = screen.getByLabelText('Search ID, name, username or phone') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'no-such-member-zz' } });
    await screen.findByText('Nothing matches these filters');
    expect(screen.queryByText('No members found')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('cell', { name: first.username });
    expect(search.value).toBe('');
  });
});

describe('Delete on a generated edit form', () => {
  /** The teams as the generator alone draws them: its list and its edit form, with Delete. */
  const generatedTeams: ResourceDeclaration = { ...teamResource, views: {} };

  /** A team nothing holds (no players, no fixtures), so the server lets it go. */
  const addLoneTeam = () => {
    const id = Math.max(...store.data.teams.map((team) => team.id)) + 1;
    const name = 'Lone Star FC';
    store.data.teams.push({ ...store.data.teams[0], id, team_id: 990_000 + id, name, short_name: name });
    return { id, name };
  };

  it('goes back to the list at once with Undo, and deletes when the notice goes', async () => {
    const team = addLoneTeam();
    const router = renderResourceAt(generatedTeams, `/team/${team.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Element deleted');
    expect(within(notice).getByRole('button', { name: 'Undo' })).toBeTruthy();
    await waitFor(() => expect(store.data.teams.some((row) => row.id === team.id)).toBe(false));
  });

  it('keeps the record when Undo is pressed', async () => {
    const team = addLoneTeam();
    const router = renderResourceAt(generatedTeams, `/team/${team.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Undo' }));
    await screen.findAllByRole('cell', { name: team.name });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(store.data.teams.some((row) => row.id === team.id)).toBe(true);
  });
});
