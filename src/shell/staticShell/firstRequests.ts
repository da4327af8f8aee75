import { createDataProvider } from '../../api/dataProvider';
import { restResourceNamed } from '../../api/dataProvider/restResources';
import { listPath, type ResourceDeclaration } from '../../kit/declaration';
import { firstListParams } from '../../kit/firstListParams';
import { declaredResources } from '../../screens';

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
