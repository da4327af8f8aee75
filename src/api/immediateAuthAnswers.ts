/**
 * react-admin asks the authProvider through react-query (`['auth', 'canAccess', …]`, `['auth', 'getIdentity']`),
 * so even an answer known at once arrives a tick after the first paint: the menu, the gated buttons and the user's
 * name would then grow into a screen already drawn, and push it. Where the signed-in admin is known without asking
 * the server, each such query is answered as the cache creates it, before its first render reads it.
 *
 * The route guard's token check (`['auth', 'checkAuth', …]`) is answered too. Left to the server's answer, the
 * layout and the screen would wait for it and then be drawn in a render react-query's notice makes synchronous:
 * the page's longest task. The server still checks the token: the answer is stale at once, so the guard asks again on
 * mount, and a refused token signs out as before. Nothing is read without it, as every list's request needs it.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { type AccessRequest, roleMay } from './access';
import { type AdminIdentity, CHECK_TOKEN_TTL_MS } from './authProvider';

type KnownIdentity = () => AdminIdentity | undefined;

const answered = new WeakSet<QueryClient>();

/** useCanAccess keys its query by the request itself; useCanAccessResources by a list of resources and an action. */
function accessAnswer(identity: AdminIdentity, key: QueryKey): unknown {
  const [, , request, action] = key;
  if (Array.isArray(request) && typeof action === 'string') {
    return Object.fromEntries(
      request.map((resource: string) => [resource, roleMay(identity.role, { resource, action })]),
    );
  }
  const { resource, action: asked } = (request ?? {}) as Partial<AccessRequest>;
  return typeof resource === 'string' && typeof asked === 'string'
    ? roleMay(identity.role, { resource, action: asked })
    : undefined;
}

function immediateAnswer(identity: AdminIdentity, key: QueryKey): unknown {
  if (key[1] === 'checkAuth') return true;
  if (key[1] === 'getIdentity') return identity;
  if (key[1] === 'canAccess') return accessAnswer(identity, key);
  return undefined;
}

/** The token check's answer is dated long ago, so the route guard still asks the server as it mounts. */
const answeredAt = (key: QueryKey) => (key[1] === 'checkAuth' ? 0 : Date.now());

/** Idempotent per client; answers nothing while nobody is known, so the authProvider is asked as usual. */
export function answerAuthQueriesAtOnce(queryClient: QueryClient, knownIdentity: KnownIdentity): void {
  if (answered.has(queryClient)) return;
  answered.add(queryClient);
  // The guard reads every field of its answer, so a check in flight would redraw the whole app as it starts and
  // again as it ends: the app is drawn again only when the answer or its failure changes. The answer holds as
  // long as the authProvider trusts its last check-token: otherwise each screen's own guard, mounting under the
  // router's, would ask again as its effects run, changing the answer the router's guard had just read, which
  // React then redraws at once, app and all.
  queryClient.setQueryDefaults(['auth', 'checkAuth'], {
    notifyOnChangeProps: ['data', 'error'],
    staleTime: CHECK_TOKEN_TTL_MS,
  });
  queryClient.getQueryCache().subscribe((event) => {
    // every list and record query passes here: the stored admin is read only for react-admin's auth queries
    if (event.type !== 'added' || event.query.queryKey[0] !== 'auth') return;
    const query: Query = event.query;
    const identity = knownIdentity();
    const answer = identity && immediateAnswer(identity, query.queryKey);
    if (answer !== undefined) query.setData(answer, { updatedAt: answeredAt(query.queryKey), manual: false });
  });
}
