import { routeById } from '../../../contract';
import { PATH_PARAM } from '../../api/apiCall';
import { createDataProvider } from '../../api/dataProvider';
import { restResourceNamed } from '../../api/dataProvider/restResources';
import { apiUrl } from '../../api/httpRequest';
import type { CustomScreen } from '../../kit/customScreen';
import { listPath, type ResourceDeclaration } from '../../kit/declaration';
import { firstListParams } from '../../kit/firstListParams';
import { customScreens, declaredResources } from '../../screens';

/**
 * Left out: a REST resource's list, whose client is not the one that takes an early answer, and one that waits for
 * a filter chosen first (untilChosen.ts).
 */
const asksFirst = (declaration: ResourceDeclaration) =>
  !!declaration.menu && !restResourceNamed(declaration.name) && !declaration.list?.chosenFirst;

/**
 * The GET each list of the side navigation sends first, by the list's path: the app's own data provider asked
 * for the list's first page, its request caught before it leaves.
 */
export async function firstListRequests(): Promise<Record<string, string>> {
  const requests: Record<string, string> = {};
  const realFetch = globalThis.fetch;
  const dataProvider = createDataProvider();
  try {
    for (const declaration of declaredResources.filter(asksFirst)) {
      let sent: string | undefined;
      globalThis.fetch = async (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        sent = `${url.pathname}${url.search}`;
        throw new Error('caught before it leaves');
      };
      await dataProvider.getList(declaration.name, firstListParams(declaration)).catch(() => undefined);
      if (sent) requests[listPath(declaration)] = sent;
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return requests;
}

const paramsOf = (path: string) => (path.match(PATH_PARAM) ?? []).sort().join();

/**
 * The GET a screen of its own sends first (its `reads`), by the screen's path, both with their parameters in
 * place (`/edit-game-week/:id` asks `/api/admin/v1/game-week-detail/:id`): the shell fills in the page's own.
 * Only where the route is read with the screen's parameters alone, no query.
 */
export function firstScreenReads(screens: readonly CustomScreen[] = customScreens): Record<string, string> {
  const reads: Record<string, string> = {};
  for (const { path, reads: id } of screens) {
    const route = id ? routeById[id] : undefined;
    if (route?.method === 'GET' && !route.querystring && paramsOf(route.path) === paramsOf(path)) {
      reads[path] = apiUrl(route.path).pathname;
    }
  }
  return reads;
}

/**
 * Where the shell asks for a screen's first read, the source of the function reading its heading's values from
 * that answer (`title.values`), by the screen's path pattern.
 */
export function answeredTitleValues(screens: readonly CustomScreen[] = customScreens): Record<string, string> {
  const asked = firstScreenReads(screens);
  return Object.fromEntries(
    screens.flatMap(({ path, title }) => (title && asked[path] ? [[path, title.values.toString()]] : [])),
  );
}
