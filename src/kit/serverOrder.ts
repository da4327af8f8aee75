/** A REST resource needs a named order, as ra-data-simple-rest always sends a sort field; /admin/v1 lists need none. */
import { restResourceNamed } from '../api/dataProvider/restResources';
import type { ResourceDeclaration } from './declaration';

const SERVER_ORDER = { field: '', order: 'ASC' as const };

export function firstOrder(declaration: ResourceDeclaration) {
  return declaration.list?.sort ?? restResourceNamed(declaration.name)?.ordering ?? SERVER_ORDER;
}
