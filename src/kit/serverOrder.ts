/**
 * A list's first order: the declaration's own, else the server's. A /admin/v1 list in the server's order has no
 * sort field (newest first, or the spec's), which react-admin passes on as is; a REST resource names its order
 * in its contract declaration, and ra-data-simple-rest must send a field it sorts by.
 */
import { restResourceNamed } from '../api/dataProvider/restResources';
import type { ResourceDeclaration } from './declaration';

const SERVER_ORDER = { field: '', order: 'ASC' as const };

export function firstOrder(declaration: ResourceDeclaration) {
  return declaration.list?.sort ?? restResourceNamed(declaration.name)?.ordering ?? SERVER_ORDER;
}
