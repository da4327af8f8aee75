/** A declared list with a filter chosen first (ListOptions.chosenFirst) asks for no rows until it is chosen. */
import { isBlank } from '../api/dataProvider/records';
import type { ResourceDeclaration } from './declaration';
import { listFilterOf } from './listQueryKey';

interface ListQuery {
  queryKey: readonly unknown[];
}

/**
 * The list's query options: none where nothing is waited for. The option takes the place of react-admin's own,
 * which waits for the sign-in and access checks: those are usually answered at once from what signing in kept
 * (src/api/immediateAuthAnswers.ts), and the server refuses a list the session may not read whenever it is asked.
 */
export function untilChosen(declaration: ResourceDeclaration) {
  const source = declaration.list?.chosenFirst?.source;
  if (!source) return undefined;
  return { enabled: (query: ListQuery) => !isBlank(listFilterOf(query.queryKey)[source]) };
}
