/**
 * What a change from the stream does to the screens: the react-query entries it makes stale (react-admin's by
 * resource, the custom screens' by what they show), gathered into one refetch per burst; the recently changed
 * records, lapsing on their own; and on the payments queue in jsdom (the demo's handlers behind msw, the
 * stream written by the test): a payment settled elsewhere leaves the list in place, its row tinted first,
 * and closes its open dialog saying who settled it.
 */
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGES_PATH, type ChangeEvent } from '../../contract/changes';
import { changeInvalidation } from '../../src/kit/live/changeInvalidation';
import { forgetRecentChanges, recentChangesOf, rememberChange } from '../../src/kit/live/recentChanges';
import { viewsOf } from '../../src/kit/resourceElement';
import { dependentQueries } from '../../src/screens';
import { paymentResource } from '../../src/screens/payments';
import { LiveUpdates } from '../../src/shell/layout/LiveUpdates';
import { type DemoStore, renderInAdmin, setUpDemoWorld } from './support/demoWorld';

afterEach(() => forgetRecentChanges());

function cacheWith(keys: unknown[][]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { data: [] });
  const stale = () =>
    keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { queryClient, stale };
}

const until = (check: () => boolean) => waitFor(() => expect(check()).toBe(true));

describe('what a change makes stale', () => {
  const paymentList = ['payment', 'getList', { filter: { status: 'pending' } }];
  const paymentOne = ['payment', 'getOne', { id: '41' }];
  const teamList = ['team', 'getList', {}];
  const seasonDetail = ['seasonDetail', '3'];
  const gameWeekDetail = ['gameWeekDetail', '7'];
  const identity = ['auth', 'getIdentity'];

  it("refetches the resource's react-admin queries and the custom screens that show it, nothing else", async () => {
    const { queryClient, stale } = cacheWith([paymentList, paymentOne, teamList, seasonDetail, gameWeekDetail]);
    const invalidation = changeInvalidation(queryClient, dependentQueries, 5);
    invalidation.resourceChanged('payment');
    await until(() => stale().length > 0);
    expect(stale()).toEqual([JSON.stringify(paymentList), JSON.stringify(paymentOne)]);
    invalidation.resourceChanged('team');
    await until(() => stale().length > 2);
    expect(stale()).toEqual(
      [paymentList, paymentOne, teamList, seasonDetail, gameWeekDetail].map((k) => JSON.stringify(k)),
    );
  });

  it('refetches the first change of a burst at once and the rest of the burst together once it ends', async () => {
    const { queryClient, stale } = cacheWith([paymentList, teamList]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const invalidation = changeInvalidation(queryClient, dependentQueries, 30);
    invalidation.resourceChanged('payment');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(stale()).toEqual([JSON.stringify(paymentList)]);
    for (let n = 0; n < 50; n += 1) invalidation.resourceChanged(n % 2 ? 'payment' : 'team');
    expect(invalidate).toHaveBeenCalledTimes(1);
    await until(() => stale().length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("refetches every resource's queries on 'everything', leaving the session's own alone", async () => {
    const { queryClient, stale } = cacheWith([paymentList, teamList, seasonDetail, identity]);
    changeInvalidation(queryClient, dependentQueries, 5).everythingChanged();
    await until(() => stale().length > 0);
    expect(stale()).toEqual([paymentList, teamList, seasonDetail].map((k) => JSON.stringify(k)));
  });

  it('drops what it gathered once stopped', async () => {
    const { queryClient, stale } = cacheWith([paymentList, teamList]);
    const invalidation = changeInvalidation(queryClient, dependentQueries, 5);
    invalidation.resourceChanged('payment');
    invalidation.resourceChanged('team');
    invalidation.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stale()).toEqual([JSON.stringify(paymentList)]);
  });
});

describe('the recently changed records', () => {
  it('keeps each record of a change, by id as text, until it lapses; a later change of it outlives the first', async () => {
    rememberChange({ resource: 'payment', ids: [41, 42], action: 'updated' }, 40);
    await new Promise((resolve) => setTimeout(resolve, 20));
    rememberChange({ resource: 'payment', ids: [42], action: 'updated', by: { id: 2, name: 'somchai' } }, 60);
    expect([...recentChangesOf('payment').keys()]).toEqual(['41', '42']);
    expect(recentChangesOf('team').size).toBe(0);
    await until(() => !recentChangesOf('payment').has('41'));
    expect(recentChangesOf('payment').get('42')?.by?.name).toBe('somchai');
    await until(() => recentChangesOf('payment').size === 0);
  });
});

describe('the payments queue, live', () => {
  let store: DemoStore;
  const server = setUpDemoWorld(
    { users: 30, payments: 40, entriesPerGameWeek: 5, anchorDate: '2025-01-05' },
    (fresh) => {
      store = fresh;
    },
  );
  const PaymentsPage = viewsOf(paymentResource).list as ComponentType;

  /** The change stream as msw answers it: one open stream per request, the test writes events into the last. */
  function serveStream() {
    const encoder = new TextEncoder();
    const open: Array<ReadableStreamDefaultController<Uint8Array>> = [];
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(`*${CHANGES_PATH}`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        const body = new ReadableStream<Uint8Array>({ start: (controller) => void open.push(controller) });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    let lastId = 0;
    return {
      authorizations,
      opened: () => open.length,
      send(change: ChangeEvent) {
        lastId += 1;
        open.at(-1)?.enqueue(encoder.encode(`id: ${lastId}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`));
      },
    };
  }

  const pendingNewestFirst = () =>
    store.data.payments
      .filter((payment) => payment.status === 'pending')
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
  // hidden too: an open dialog hides the rest of the page from assistive technology
  const confirmButton = (id: number) => screen.queryByRole('button', { name: `Confirm payment ${id}`, hidden: true });
  /** jsdom computes no animation: the row's own rule in emotion's style sheet says which it runs */
  const animationOf = (element: HTMLElement) => {
    const own = [...element.classList].find((name) => name.startsWith('css-'));
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    return new RegExp(`\\.${own}\\{[^}]*?animation:([^;}]+)`).exec(rules)?.[1];
  };
  const notifications = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');

  it('a payment confirmed elsewhere closes its open dialog, says by whom, and leaves the list in place', async () => {
    const stream = serveStream();
    renderInAdmin(
      <>
        <PaymentsPage />
        <LiveUpdates />
      </>,
    );
    const [settled, other] = pendingNewestFirst();
    fireEvent.click(await screen.findByRole('button', { name: `Confirm payment ${settled.id}` }));
    await screen.findByRole('dialog');
    await until(() => stream.opened() === 1);
    expect(stream.authorizations[0]).toMatch(/^Bearer .+/);
    const table = screen.getByRole('table', { hidden: true });

    // a colleague's confirmation, written to the database as their server would
    store.data.payments.find((payment) => payment.id === settled.id)!.status = 'completed';
    stream.send({ resource: 'payment', ids: [settled.id], action: 'updated', by: { id: 9, name: 'somchai' } });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(notifications()).toContain(`Payment ${settled.id} was already confirmed by somchai`));
    await waitFor(() => expect(confirmButton(settled.id)).toBeNull());
    // refetched in place: the same table, no reload
    expect(screen.getByRole('table', { hidden: true })).toBe(table);
    expect(confirmButton(other.id)).not.toBeNull();
  });

  it('a payment cancelled by a write from outside the API says so, naming no admin', async () => {
    const stream = serveStream();
    renderInAdmin(
      <>
        <PaymentsPage />
        <LiveUpdates />
      </>,
    );
    const [settled] = pendingNewestFirst();
    fireEvent.click(await screen.findByRole('button', { name: `Cancel payment ${settled.id}` }));
    await screen.findByRole('dialog');
    await until(() => stream.opened() === 1);
    store.data.payments.find((payment) => payment.id === settled.id)!.status = 'cancelled';
    stream.send({ resource: 'payment', ids: [settled.id], action: 'updated' });
    await waitFor(() =>
      expect(notifications()).toContain(`Payment ${settled.id} was already cancelled by another system`),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a payment changed elsewhere is refetched, its row alone tinted, and the dialog of another stays open', async () => {
    const stream = serveStream();
    renderInAdmin(
      <>
        <PaymentsPage />
        <LiveUpdates />
      </>,
    );
    const [first, second] = pendingNewestFirst();
    fireEvent.click(await screen.findByRole('button', { name: `Confirm payment ${first.id}` }));
    const dialog = await screen.findByRole('dialog');
    await until(() => stream.opened() === 1);
    second.amount = 777;
    stream.send({ resource: 'payment', ids: [second.id], action: 'updated', by: { id: 9, name: 'somchai' } });
    const row = (id: number) => confirmButton(id)?.closest('tr') as HTMLElement;
    await waitFor(() => expect(animationOf(row(second.id))).toMatch(/^animation-[\w-]+ 3000ms/));
    expect(animationOf(row(first.id))).toBeUndefined();
    await waitFor(() => expect(within(row(second.id)).getByText('฿777.00')).toBeTruthy());
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
