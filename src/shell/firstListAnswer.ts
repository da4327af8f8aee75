/**
 * The list the static shell asked for as the page was parsed (src/api/earlyAnswer.ts) is handed to react-query's
 * cache as the app starts. The list screen is then drawn once, with its rows on the way, instead of drawn
 * waiting and drawn again in the synchronous render react-query's notice of the answer makes.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { earlyAnswerWaiting } from '../api/earlyAnswer';
import { listPath } from '../kit/declaration';
import { firstListParams } from '../kit/firstListParams';
import { listQueryKey } from '../kit/listQueryKey';
import { declaredResources } from '../screens';

/**
 * How long the answer counts as fresh: react-query asks again on mount for an answer that is not, which would
 * redraw the list as its second answer lands. Live updates and saves invalidate it as they do any list.
 */
const FRESH_FOR_MS = 5_000;

const handed = new WeakSet<QueryClient>();

/** Idempotent per client; does nothing unless the shell's request for this path is still waiting to be taken. */
export function handFirstListToCache(queryClient: QueryClient, dataProvider: DataProvider, pathname: string): void {
  if (handed.has(queryClient)) return;
  handed.add(queryClient);
  const declaration = declaredResources.find((declared) => listPath(declared) === pathname);
  if (!declaration || !earlyAnswerWaiting()) return;
  const params = firstListParams(declaration);
  // react-admin's useGetList key and answer, so the list controller finds it as its own
  const queryKey = listQueryKey(declaration.name, params);
  queryClient
    .fetchQuery({
      queryKey,
      queryFn: () =>
        dataProvider
          .getList(declaration.name, params)
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      retry: false,
    })
    .then((answer) => queryClient.setQueryData(queryKey, answer, { updatedAt: Date.now() + FRESH_FOR_MS }))
    // the list asks again when it opens, and shows its own failure
    .catch(() => undefined);
}
