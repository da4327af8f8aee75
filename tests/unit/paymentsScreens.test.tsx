/**
 * The payments, settings and members screens in jsdom, against the demo's handlers (msw/node) through the
 * real dataProvider: what the operator sees, and what reached the (demo) store.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ComponentType } from 'react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { parseMemberKey } from '../../src/kit/memberKey';
import { parseId } from '../../src/kit/parseId';
import { viewsOf } from '../../src/kit/resourceElement';
import { memberResource } from '../../src/screens/members';
import { paymentResource } from '../../src/screens/payments';
import { SettingsPage } from '../../src/screens/settings/SettingsPage';
import { lookupErrorMessage } from '../../src/screens/settings/tickets/lookupError';
import type { DemoStore } from './support/demoWorld';
import { renderInAdmin, renderResourceAt, setUpDemoWorld } from './support/demoWorld';

/** jsdom renders a 50-row table slowly on a busy machine: allow time, never rely on it being short. */
let store: DemoStore;
// a fresh demo world per test; 80 payments give more than one page of pending ones
const server = setUpDemoWorld(
  { users: 60, payments: 80, entriesPerGameWeek: 30, anchorDate: '2025-01-05' },
  (fresh) => {
    store = fresh;
  },
);

const renderScreen = renderInAdmin;
/** The two screens are their resources' list views (src/resources/payments, users). */
const PaymentsPage = viewsOf(paymentResource).list as ComponentType;
const MembersPage = viewsOf(memberResource).list as ComponentType;

const notifications = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
const expectNotification = (text: string) =>
  waitFor(() => expect(notifications().some((shown) => shown.includes(text))).toBe(true));

/** A tab's payments as the screen orders them: newest first. */
const newestFirst = (status: string) =>
  store.data.payments
    .filter((payment) => payment.status === status)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
const pendingNewestFirst = () => newestFirst('pending');

const rowOf = (cellText: string) => screen.getByRole('cell', { name: cellText }).closest('tr') as HTMLElement;
const paymentRow = (id: number) =>
  screen.getByRole('button', { name: `Confirm payment ${id}` }).closest('tr') as HTMLElement;

describe('pure helpers', () => {
  it('reads an id as typed: whole numbers from 1 only', () => {
    expect(parseId(' 42 ')).toBe(42);
    for (const bad of ['', '0', '-1', '1.5', 'x', '99999999999']) expect(parseId(bad)).toBeNull();
  });

  it('reads a member as typed: a phone keeps its leading 0, +66 stands for it, other digits are a user id', () => {
    expect(parseMemberKey('0883517260')).toEqual({ phone: '0883517260' });
    expect(parseMemberKey(' +66 88-351-7260 ')).toEqual({ phone: '0883517260' });
    expect(parseMemberKey('08835')).toEqual({ phone: '08835' });
    expect(parseMemberKey('42')).toEqual({ userId: 42 });
    for (const bad of ['', 'x', '+6', '0-', '+1 555 0100', '1.5']) expect(parseMemberKey(bad)).toBeNull();
  });

  it("shows the server's error text, or the spec's fallbacks", () => {
    expect(lookupErrorMessage(new HttpError('No user with id 9', 404))).toBe('No user with id 9');
    expect(lookupErrorMessage(new HttpError('', 500))).toBe('app.message.cannot_fetch_data');
    expect(lookupErrorMessage(new TypeError('Failed to fetch'))).toBe('app.message.fetch_error');
  });
});

describe('the payments screen', () => {
  it('lists 20 pending payments, newest first, with amount in baht, QR image and page numbers', async () => {
    renderScreen(<PaymentsPage />);
    const pending = pendingNewestFirst();
    expect(pending.length).toBeGreaterThan(20);
    const first = pending[0];
    await waitFor(() => expect(screen.getByRole('button', { name: `Confirm payment ${first.id}` })).toBeTruthy());
    expect(screen.getAllByRole('button', { name: /^Confirm payment / })).toHaveLength(20);
    const row = paymentRow(first.id);
    expect(within(row).getByText(`฿${first.amount.toLocaleString('en-US')}.00`)).toBeTruthy();
    expect(
      within(row)
        .getByRole('img', { name: `PromptPay QR code of payment ${first.id}` })
        .getAttribute('src'),
    ).toMatch(/^data:image\/png;base64,/);

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    const onPage2 = pending[20];
    await waitFor(() => expect(screen.getByRole('button', { name: `Confirm payment ${onPage2.id}` })).toBeTruthy());
  });

  it('confirms a payment after "Are you sure?": its tickets are issued and it leaves the pending tab', async () => {
    renderScreen(<PaymentsPage />);
    const payment = pendingNewestFirst()[0];
    fireEvent.click(await screen.findByRole('button', { name: `Confirm payment ${payment.id}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    // what moves: the amount, the tickets and the member they go to
    const member = store.data.users.find((user) => user.id === payment.user_id)!;
    expect(within(dialog).getByText(`฿${payment.amount.toLocaleString('en-US')}.00`)).toBeTruthy();
    expect(within(dialog).getByText(`${payment.value} ${payment.value === 1 ? 'ticket' : 'tickets'}`)).toBeTruthy();
    await within(dialog).findByText(`#${member.id} ${member.name} · ${member.phone}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectNotification(`Payment ${payment.id} confirmed`);
    expect(store.data.payments.find((p) => p.id === payment.id)?.status).toBe('completed');
    expect(store.data.tickets.filter((ticket) => ticket.payment_id === payment.id)).toHaveLength(payment.value);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Confirm payment ${payment.id}` })).toBeNull());
  });

  it("opens a payment's page from its row: the payment, who confirmed it and when, and its user's tickets", async () => {
    const router = renderResourceAt(paymentResource, '/payment');
    const payment = pendingNewestFirst()[0];
    fireEvent.click(await screen.findByRole('button', { name: `Confirm payment ${payment.id}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await expectNotification(`Payment ${payment.id} confirmed`);

    await router.navigate(`/payment/${payment.id}/show`);
    await screen.findByRole('heading', { level: 1, name: `Payment #${payment.id}` });
    const audit = (await screen.findByRole('heading', { name: 'Audit trail' })).parentElement as HTMLElement;
    await within(audit).findByText('Payment confirmed');
    // one audit row: the confirm, with its before/after
    expect(within(audit).getAllByText(/^Payment (confirmed|cancelled)$/)).toHaveLength(1);
    const tickets = (await screen.findByRole('heading', { name: "The user's tickets" })).parentElement as HTMLElement;
    const issued = store.data.tickets.filter((ticket) => ticket.payment_id === payment.id);
    expect(issued.length).toBe(payment.value);
    for (const ticket of issued) await within(tickets).findByRole('cell', { name: ticket.uuid });
  });

  it('does nothing when the confirmation is dismissed', async () => {
    renderScreen(<PaymentsPage />);
    const payment = pendingNewestFirst()[0];
    fireEvent.click(await screen.findByRole('button', { name: `Confirm payment ${payment.id}` }));
    // the dialog's way out says Back: "cancel" means cancelling the payment only
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /cancel/i })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.data.payments.find((p) => p.id === payment.id)?.status).toBe('pending');
  });

  it('cancels only with a reference code: without one the prompt cannot be sent', async () => {
    renderScreen(<PaymentsPage />);
    const payment = pendingNewestFirst()[1];
    fireEvent.click(await screen.findByRole('button', { name: `Cancel payment ${payment.id}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Please enter the reference code' });
    const send = within(dialog).getByRole('button', { name: 'Cancel payment' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const input = within(dialog).getByLabelText('Reference code');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(store.data.payments.find((p) => p.id === payment.id)?.status).toBe('pending');

    fireEvent.change(input, { target: { value: ' REF-991 ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await expectNotification(`Payment ${payment.id} cancelled`);
    expect(store.data.payments.find((p) => p.id === payment.id)).toMatchObject({
      status: 'cancelled',
      reference_code: 'REF-991',
    });
    expect(store.data.tickets.filter((ticket) => ticket.payment_id === payment.id)).toEqual([]);
  });

  it("disables a row's buttons while its call runs, and shows the server's 409", async () => {
    let answer: (response: Response) => void = () => {};
    server.use(http.put('*/api/admin/v1/payment/:id', () => new Promise<Response>((resolve) => (answer = resolve))));
    renderScreen(<PaymentsPage />);
    const payment = pendingNewestFirst()[0];
    fireEvent.click(await screen.findByRole('button', { name: `Confirm payment ${payment.id}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    // the closing dialog hides the page from the accessibility tree for a moment: wait for the buttons
    const buttons = () =>
      [`Confirm payment ${payment.id}`, `Cancel payment ${payment.id}`].map(
        (name) => screen.getByRole('button', { name }) as HTMLButtonElement,
      );
    await waitFor(() => expect(buttons().map((button) => button.disabled)).toEqual([true, true]));
    answer(Response.json({ ok: false, error: 'This payment is no longer pending' }, { status: 409 }));
    await expectNotification('This payment is no longer pending');
  });

  it('shows the completed and cancelled tabs with their payments only and no actions', async () => {
    renderScreen(<PaymentsPage />);
    for (const [tab, status] of [
      ['Completed', 'completed'],
      ['Cancelled', 'cancelled'],
    ] as const) {
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      const [newest] = newestFirst(status);
      await screen.findByRole('button', { name: `Show the QR code of payment ${newest.id} full size` });
      expect(screen.queryByRole('button', { name: /^Confirm payment / })).toBeNull();
      const shown = screen.getAllByRole('button', { name: /^Show the QR code of payment \d+ full size$/ });
      const ids = shown.map((button) => Number(/payment (\d+)/.exec(button.getAttribute('aria-label') ?? '')?.[1]));
      expect(ids).toEqual(
        newestFirst(status)
          .slice(0, ids.length)
          .map((payment) => payment.id),
      );
    }
  });

  it("shows each row's member by name and phone, linked to the member's page, and the QR full size on click", async () => {
    renderScreen(<PaymentsPage />);
    const [first] = pendingNewestFirst();
    const member = store.data.users.find((user) => user.id === first.user_id)!;
    await screen.findByRole('button', { name: `Confirm payment ${first.id}` });
    const row = paymentRow(first.id);
    const link = within(row).getByRole('link', { name: `Open the page of member ${member.name}` });
    expect(link.textContent).toBe(`${member.name} · ${member.phone}`);
    expect(link.getAttribute('href')).toMatch(new RegExp(`/userdetail/${member.id}/show$`));
    fireEvent.click(within(row).getByRole('button', { name: `Show the QR code of payment ${first.id} full size` }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('img', { name: `PromptPay QR code of payment ${first.id}` })
        .getAttribute('width'),
    ).toBe('280');
  });
});

describe('the settings screen', () => {
  const userWithBothKinds = () =>
    store.data.users.find(
      (user) =>
        store.data.tickets.some((t) => t.user_id === user.id && t.is_used === 1) &&
        store.data.tickets.some((t) => t.user_id === user.id && t.is_used === 0),
    )!;

  it("asks for an ID first, with the spec's alert", async () => {
    renderScreen(<SettingsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'View tickets' }));
    await expectNotification('please enter an ID or Phone, at least one value');
  });

  it("looks up a user's tickets: code, used or not yet used, and a delete only for unused ones", async () => {
    const user = userWithBothKinds();
    const tickets = store.data.tickets.filter((ticket) => ticket.user_id === user.id);
    renderScreen(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('User ID or phone', { selector: '#tickets-user-id' }), {
      target: { value: String(user.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'View tickets' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: tickets[0].uuid })).toBeTruthy());
    for (const ticket of tickets) {
      const row = rowOf(ticket.uuid);
      expect(within(row).getByText(ticket.is_used ? 'Used' : 'Not yet used')).toBeTruthy();
      const remove = within(row).getByRole('button', { name: `Delete ticket ${ticket.uuid}` }) as HTMLButtonElement;
      expect(remove.disabled).toBe(ticket.is_used === 1);
    }

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('cell', { name: tickets[0].uuid })).toBeNull();
  });

  it('deletes an unused ticket after its confirmation, shows success and reloads the list', async () => {
    const user = userWithBothKinds();
    const unused = store.data.tickets.find((ticket) => ticket.user_id === user.id && ticket.is_used === 0)!;
    renderScreen(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('User ID or phone', { selector: '#tickets-user-id' }), {
      target: { value: String(user.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'View tickets' }));
    fireEvent.click(await screen.findByRole('button', { name: `Delete ticket ${unused.uuid}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to delete this ticket?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectNotification('success');
    expect(store.data.tickets.some((ticket) => ticket.id === unused.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('cell', { name: unused.uuid })).toBeNull());
  });

  it("shows the server's error for an unknown user", async () => {
    renderScreen(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('User ID or phone', { selector: '#tickets-user-id' }), {
      target: { value: '99999' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'View tickets' }));
    await expectNotification('No user with id 99999');
  });

  it('gives a free ticket after its confirmation', async () => {
    renderScreen(<SettingsPage />);
    const before = store.data.tickets.filter((ticket) => ticket.user_id === 5).length;
    const add = screen.getByRole('button', { name: 'Add free ticket' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('User ID or phone for a free ticket'), { target: { value: '5' } });
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to create 1 ticket for this player?')).toBeTruthy();
    const member = store.data.users.find((user) => user.id === 5)!;
    await within(dialog).findByText(`#5 ${member.name} · ${member.phone}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectNotification('success');
    const tickets = store.data.tickets.filter((ticket) => ticket.user_id === 5);
    expect(tickets).toHaveLength(before + 1);
    expect(tickets.at(-1)).toMatchObject({ source: 'free', is_used: 0 });
  });

  it('looks up tickets by a phone with its leading 0, and asks for more digits several phones hold', async () => {
    const user = userWithBothKinds();
    const tickets = store.data.tickets.filter((ticket) => ticket.user_id === user.id);
    renderScreen(<SettingsPage />);
    const input = screen.getByLabelText('User ID or phone', { selector: '#tickets-user-id' });
    fireEvent.change(input, { target: { value: user.phone } });
    fireEvent.click(screen.getByRole('button', { name: 'View tickets' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: tickets[0].uuid })).toBeTruthy());

    const start = user.phone.slice(0, 3);
    expect(store.data.users.filter((other) => other.phone.includes(start)).length).toBeGreaterThan(1);
    fireEvent.change(input, { target: { value: start } });
    fireEvent.click(screen.getByRole('button', { name: 'View tickets' }));
    await expectNotification(`More than one member's phone holds ${start}: enter more digits, or the user ID`);
    expect(screen.queryByRole('cell', { name: tickets[0].uuid })).toBeNull();
  });

  it('says a failed lookup once: a free ticket given afterwards does not bring it back', async () => {
    const lookups: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes('/see-ticket-user/')) lookups.push(request.url);
    };
    server.events.on('request:start', record);
    renderScreen(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('User ID or phone', { selector: '#tickets-user-id' }), {
      target: { value: '99999' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'View tickets' }));
    await expectNotification('No user with id 99999');
    fireEvent.change(screen.getByLabelText('User ID or phone for a free ticket'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add free ticket' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await expectNotification('success');
    // the tickets reload after the free ticket; the failed lookup is not among them
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.events.removeListener('request:start', record);
    expect(lookups).toHaveLength(1);
    expect(notifications().filter((text) => text === 'No user with id 99999').length).toBeLessThanOrEqual(1);
  });

  it('refuses a free ticket for a member nobody is before any question, until the next thing typed', async () => {
    renderScreen(<SettingsPage />);
    const input = screen.getByLabelText('User ID or phone for a free ticket');
    fireEvent.change(input, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add free ticket' }));
    await screen.findByText('No member with id 999999');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(input, { target: { value: '0000000000' } });
    expect(screen.queryByText('No member with id 999999')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add free ticket' }));
    await screen.findByText('No user with phone 0000000000');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a free ticket to the member a phone names, naming them before the question is answered', async () => {
    const member = store.data.users[7];
    const before = store.data.tickets.filter((ticket) => ticket.user_id === member.id).length;
    renderScreen(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('User ID or phone for a free ticket'), {
      target: { value: `+66${member.phone.slice(1)}` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add free ticket' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`#${member.id} ${member.name} · ${member.phone}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectNotification('success');
    expect(store.data.tickets.filter((ticket) => ticket.user_id === member.id)).toHaveLength(before + 1);
  });

  it('fills the VIP and normal entrant tables of a game week', async () => {
    renderScreen(<SettingsPage />);
    const entries = store.data.game_week_entries.filter((entry) => entry.game_week_id === 1);
    const topNormal = entries
      .filter((entry) => entry.is_vip === 0)
      .sort((a, b) => b.total_point - a.total_point || (a.created_at < b.created_at ? -1 : 1))[0];
    const vip = entries.filter((entry) => entry.is_vip === 1);
    fireEvent.change(screen.getByLabelText('Game week ID'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const normalTable = await screen.findByRole('region', { name: 'Normal entrants' });
    await waitFor(() =>
      expect(within(normalTable).getAllByRole('cell', { name: topNormal.name }).length).toBeGreaterThan(0),
    );
    const vipTable = screen.getByRole('region', { name: 'VIP entrants' });
    if (vip.length > 0) {
      await waitFor(() =>
        expect(within(vipTable).getAllByRole('cell', { name: vip[0].name }).length).toBeGreaterThan(0),
      );
    }
  });

  it('holds the Excel download box', () => {
    const { container } = renderScreen(<SettingsPage />);
    expect(container.querySelector('[data-testid="excel-download"]')).toBeTruthy();
  });
});

describe('the members screen', () => {
  it("opens a member's page from the list: the member, their tickets and the free ticket an admin gave", async () => {
    const router = renderResourceAt(memberResource, '/userdetail');
    const member = store.data.users[0];
    fireEvent.change(await screen.findByLabelText('User ID or phone for a free ticket'), {
      target: { value: String(member.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add free ticket' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await expectNotification('success');

    const row = rowOf(member.username);
    fireEvent.click(within(row).getByRole('link', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/userdetail/${member.id}/show`));
    await screen.findByRole('heading', { level: 1, name: `Member ${member.name}` });
    const tickets = (await screen.findByRole('heading', { name: 'Tickets' })).parentElement as HTMLElement;
    for (const ticket of store.data.tickets.filter((one) => one.user_id === member.id)) {
      await within(tickets).findByRole('cell', { name: ticket.uuid });
    }
    const audit = (await screen.findByRole('heading', { name: 'Admin actions about this member' }))
      .parentElement as HTMLElement;
    expect(await within(audit).findAllByText('Free ticket given')).toHaveLength(1);
    const entries = (await screen.findByRole('heading', { name: 'Game-week entries' })).parentElement as HTMLElement;
    const theirs = store.data.game_week_entries.filter((entry) => entry.user_id === member.id);
    expect(theirs.length).toBeGreaterThan(0);
    for (const entry of theirs) await within(entries).findAllByRole('cell', { name: entry.name });
    // grouped by season, the newest first, each row naming its season by its label
    const weeks = new Map(store.data.game_weeks.map((week) => [week.id, week.season_id]));
    const labels = new Map(store.data.seasons.map((season) => [season.id, season.label]));
    const seasonsInOrder = [...new Set(theirs.map((entry) => weeks.get(entry.game_week_id)!))].sort((a, b) => b - a);
    const expected = seasonsInOrder.flatMap((id) =>
      theirs.filter((entry) => weeks.get(entry.game_week_id) === id).map(() => labels.get(id)),
    );
    await waitFor(() =>
      expect(
        within(entries)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.querySelector('td')?.textContent),
      ).toEqual(expected),
    );
  });

  it('loads the first page of members on open and searches inside the texts on the server', async () => {
    renderScreen(<MembersPage />);
    const [first, , third] = store.data.users;
    await waitFor(() => expect(screen.getByRole('cell', { name: first.username })).toBeTruthy());
    expect(screen.getByRole('cell', { name: third.phone })).toBeTruthy();
    // 60 members, 50 a page
    expect(screen.getByRole('button', { name: '2' })).toBeTruthy();

    const search = screen.getByLabelText('Search ID, name, username or phone');
    // the operator is told how it matches: inside the texts, but one or two characters only at their start
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(search.getAttribute('aria-describedby') as string);
    expect(hint?.textContent).toBe(
      'Finds the exact ID, or names, usernames and phones holding what you type (1 or 2 characters: starting with it)',
    );

    fireEvent.change(search, { target: { value: third.phone.slice(0, 7) } });
    await waitFor(() => expect(screen.queryByRole('cell', { name: first.username })).toBeNull());
    expect(screen.getByRole('cell', { name: third.username })).toBeTruthy();

    // digits from the middle of the phone find the member too
    fireEvent.change(search, { target: { value: third.phone.slice(2) } });
    await waitFor(() => expect(screen.getByRole('cell', { name: third.username })).toBeTruthy());
    expect(screen.queryByRole('cell', { name: first.username })).toBeNull();

    // a search is the operator's filter: what it finds nothing for says so, with a way back
    fireEvent.change(search, { target: { value: 'no-such-member-zz' } });
    await waitFor(() => expect(screen.getByText('Nothing matches these filters')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it("looks up only a user's unused tickets", async () => {
    const user = store.data.users.find((u) => store.data.tickets.some((t) => t.user_id === u.id && t.is_used === 1))!;
    const used = store.data.tickets.filter((t) => t.user_id === user.id && t.is_used === 1);
    const unused = store.data.tickets.filter((t) => t.user_id === user.id && t.is_used === 0);
    renderScreen(<MembersPage />);
    fireEvent.change(screen.getByLabelText('User ID or phone', { selector: '#unused-tickets-user-id' }), {
      target: { value: String(user.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'View tickets' }));
    if (unused.length > 0) {
      await waitFor(() => expect(screen.getByRole('cell', { name: unused[0].uuid })).toBeTruthy());
    } else {
      await waitFor(() => expect(screen.getByText('This user has no unused tickets')).toBeTruthy());
    }
    for (const ticket of used) expect(screen.queryByRole('cell', { name: ticket.uuid })).toBeNull();
  });
});
