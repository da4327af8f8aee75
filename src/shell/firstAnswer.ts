/**
 * The list, or a screen's first read, the static shell asked for as the page was parsed (src/api/earlyAnswer.ts)
 * is handed to react-query's cache as the app starts. The screen is then drawn once, with its data on the way or
 * already there, instead of drawn waiting and drawn again in the synchronous render react-query's notice of the
 * answer makes.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { matchPath } from 'react-router-dom';
import { earlyAnswerSucceeded, earlyAnswerWaiting } from '../api/earlyAnswer';
import type { FirstQuery } from '../kit/customScreen';
import { listPath } from '../kit/declaration';
import { firstListParams } from '../kit/firstListParams';
import { listQueryKey } from '../kit/listQueryKey';
import { customScreens, declaredResources } from '../screens';

/**
 * How long the answer counts as fresh: react-query asks again on mount for an answer that is not, which would
 * redraw the list as its second answer lands. Live updates and saves invalidate it as they do any list.
 */
const FRESH_FOR_MS = 5_000;

const handed = new WeakSet<QueryClient>();

/**
 * Idempotent per client; does nothing unless the shell's request for this path is still waiting to be taken. A
 * refusal is not handed over: the screen's own read takes it and shows it, after that one request, where a failed
 * query in the cache would be asked again as the screen opens.
 */
export function handFirstAnswerToCache(queryClient: QueryClient, dataProvider: DataProvider, pathname: string): void {
  if (handed.has(queryClient)) return;
  handed.add(queryClient);
  const succeeded = earlyAnswerSucceeded();
  if (!succeeded) return;
  const query = firstQueryAt(dataProvider, pathname);
  if (!query) return;
  succeeded.then((ok) => {
    // the screen may have opened first and taken the answer itself
    if (!ok || !earlyAnswerWaiting()) return;
    queryClient
      .fetchQuery({ ...query, retry: false })
      .then((answer) => queryClient.setQueryData(query.queryKey, answer, { updatedAt: Date.now() + FRESH_FOR_MS }))
      // a body that does not read: the screen asks again when it opens, and shows its own failure
      .catch(() => undefined);
  });
}

function firstQueryAt(dataProvider: DataProvider, pathname: string): FirstQuery | undefined {
  const declaration = declaredResources.find((declared) => listPath(declared) === pathname);
  if (declaration) {
    const params = firstListParams(declaration);
    // react-admin's useGetList key and answer, so the list controller finds it as its own
    const queryKey: QueryKey = listQueryKey(declaration.name, params);
    const queryFn = () =>
      dataProvider
        .getList(declaration.name, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
    return { queryKey, queryFn };
  }
  for (const screen of customScreens) {
    const match = matchPath(screen.path, pathname);
    if (match && screen.firstQuery) return screen.firstQuery(dataProvider, match.params as Record<string, string>);
  }
  return undefined;
}
