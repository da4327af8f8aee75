import { filterNames, operationsOf, REST_PAGE, type RestResource, sortableFields } from '../../contract';
import type { Capabilities } from './capabilities';

export function restCapabilities(resource: RestResource): Capabilities {
  const operations = new Set(operationsOf(resource));
  const sortable = new Set(sortableFields(resource));
  return {
    canList: operations.has('list'),
    canCreate: operations.has('create'),
    canEdit: operations.has('update'),
    canDelete: operations.has('delete'),
    createBody: resource.create?.body,
    updateBody: resource.update?.body,
    routeFilters: new Set(filterNames(resource)),
    largestPage: REST_PAGE.maxRows,
    sortable: (field) => sortable.has(field),
  };
}
