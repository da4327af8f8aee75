/**
 * The list index.html's script asked for, handed to react-query's cache as the app starts: the list screen opens
 * on it without asking the server again.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { EARLY_ANSWER } from '../../src/api/earlyAnswer';
import { getToken } from '../../src/api/tokenStore';
import { viewsOf } from '../../src/kit/resourceElement';
import { paymentResource } from '../../src/screens/payments';
import { handFirstAnswerToCache } from '../../src/shell/firstAnswer';
import { firstListRequests } from '../../src/shell/staticShell/firstRequests';
import { InAdmin, setUpDemoWorld } from './support/demoWorld';

const server = setUpDemoWorld({ users: 60, payments: 80, entriesPerGameWeek: 10, anchorDate: '2025-01-05' }, () => {});
const PaymentsPage = viewsOf(paymentResource).list as ComponentType;
const scope = globalThis as unknown as Record<string, unknown>;
const PATH = `/${paymentResource.name}`;

/** What reached the server, as path and query. */
function requestsSeen(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const cachedLists = (queryClient: QueryClient) =>
  queryClient.getQueryCache().findAll({ queryKey: [paymentResource.name, 'getList'] });

describe("the list index.html's script asked for", () => {
  afterEach(() => {
    scope[EARLY_ANSWER] = undefined;
    server.events.removeAllListeners();
  });

  it('opens the list on the cached answer, without asking the server again', async () => {
    const request = (await firstListRequests())[PATH];
    const seen = requestsSeen();
    // as index.html's script sends it
    const answer = fetch(new URL(request, window.location.href), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${getToken()}` },
    });
    scope[EARLY_ANSWER] = { path: request, token: getToken(), answer };
    const queryClient = newQueryClient();
    handFirstAnswerToCache(queryClient, createDataProvider(), PATH);
    await waitFor(() => expect(cachedLists(queryClient)[0]?.state.data).toBeDefined());

    render(
      <InAdmin queryClient={queryClient}>
        <PaymentsPage />
      </InAdmin>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Confirm payment / })).toHaveLength(20));
    expect(seen.filter((path) => path === request)).toHaveLength(1);
  });

  it("leaves a refused answer waiting for the screen's own read, which shows it without asking again", async () => {
    const request = (await firstListRequests())[PATH];
    const refused = Promise.resolve(new Response('{"error":"gone"}', { status: 404 }));
    scope[EARLY_ANSWER] = { path: request, token: getToken(), answer: refused };
    const queryClient = newQueryClient();
    handFirstAnswerToCache(queryClient, createDataProvider(), PATH);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cachedLists(queryClient)).toHaveLength(0);
    expect(scope[EARLY_ANSWER]).toMatchObject({ path: request });
  });

  it('leaves the cache alone when the script asked for nothing', async () => {
    const seen = requestsSeen();
    const queryClient = newQueryClient();
    handFirstAnswerToCache(queryClient, createDataProvider(), PATH);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cachedLists(queryClient)).toHaveLength(0);
    expect(seen).toEqual([]);
  });
});
