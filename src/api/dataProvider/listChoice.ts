/** Which route serves a list: the only one, or the one a filter's value chooses (types.ts, ListChoice). */
import type { Filter, ListChoice, ListMapping } from './types';

export const isListChoice = (list: ListMapping | ListChoice): list is ListChoice => 'by' in list;

export function listFor(list: ListMapping | ListChoice, filter: Filter): ListMapping {
  if (!isListChoice(list)) return list;
  const chosen = list.lists[String(filter[list.by])];
  return chosen ?? (Object.values(list.lists)[0] as ListMapping);
}

/** Every route a list may call, for the checks that walk the map. */
export const listsOf = (list: ListMapping | ListChoice): ListMapping[] =>
  isListChoice(list) ? Object.values(list.lists) : [list];
