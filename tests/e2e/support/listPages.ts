/** Where a declared list opens with rows: the filters its /admin/v1 route needs that the operator types. */
import { resources } from '../../../src/api/dataProvider';
import { listsOf } from '../../../src/api/dataProvider/listChoice';
import type { MapResourceName } from '../../../src/api/dataProvider/resources';
import { restResourceNamed } from '../../../src/api/dataProvider/restResources';
import type { ListMapping, ResourceMapping } from '../../../src/api/dataProvider/types';
import type { ResourceDeclaration } from '../../../src/kit/declaration';

/** The /admin/v1 lists behind a declared list (none for a REST resource). */
export function mappedLists(declaration: ResourceDeclaration): ListMapping[] {
  if (restResourceNamed(declaration.name)) return [];
  const mapping: ResourceMapping = resources[declaration.name as MapResourceName];
  return mapping.list ? listsOf(mapping.list) : [];
}

/**
 * The list's URL, with the filters its route needs that the operator types (a member's entries need a user):
 * the ones a screen chooses itself (the matchups' day, the game weeks' season) it chooses here too.
 */
export function listPage(declaration: ResourceDeclaration): string {
  const typed = declaration.list?.queryFilters ?? {};
  const needed = mappedLists(declaration).flatMap((list) => [
    ...Object.values(list.params ?? {}).flatMap((from) => (typeof from === 'string' ? [from] : [])),
    ...(list.needsAnyOf ?? []).slice(0, 1),
  ]);
  const filter = Object.fromEntries(needed.filter((name) => name in typed).map((name) => [name, '1']));
  const query = Object.keys(filter).length > 0 ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return `/${declaration.name}${query}`;
}
