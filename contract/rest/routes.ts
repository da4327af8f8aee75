/** Answers are the records themselves, a list's total in Content-Range; failures answer { ok: false, error }. */

import { IdParams } from '../common';
import type { RouteDef } from '../route';
import * as Type from '../typeBuilder';
import { operationsOf, type RestOperation, type RestResource } from './define';
import { restListQuery } from './listQuery';

export const REST_BASE = '/rest';

export const CONTENT_RANGE = 'Content-Range';

/** A REST route's id: `rest.<name>.<operation or action>`, unlike any /admin/v1 id. */
export type RestRouteId = `rest.${string}`;
export const restRouteId = (resource: RestResource, operation: string): RestRouteId =>
  `rest.${resource.name}.${operation}`;

interface RestRouteDef extends RouteDef {
  id: RestRouteId;
}

function restRoute(
  resource: RestResource,
  operation: string,
  route: Pick<RouteDef, 'method' | 'summary'> &
    Omit<Partial<RouteDef>, 'id' | 'path'> & { onRecord: boolean; below?: string },
): RestRouteDef {
  const { onRecord, below, ...rest } = route;
  return {
    id: restRouteId(resource, operation),
    path: `${REST_BASE}/${resource.name}${onRecord ? '/:id' : ''}${below ? `/${below}` : ''}`,
    auth: true,
    origin: 'rest',
    area: resource.area,
    response: resource.record,
    ...(onRecord ? { params: IdParams } : {}),
    ...rest,
  };
}

function operationRoute(resource: RestResource, operation: RestOperation): RestRouteDef {
  const { name, singular } = resource;
  switch (operation) {
    case 'list':
      return restRoute(resource, operation, {
        onRecord: false,
        method: 'GET',
        summary: `List ${name}: sorted, filtered and one range of rows (simple-rest dialect)`,
        querystring: restListQuery(resource),
        response: Type.Array(resource.record),
        answerHeaders: {
          [CONTENT_RANGE]: `The rows answered and the total, as \`${name} 0-24/319\` (\`${name} */0\` when none)`,
        },
      });
    case 'read':
      return restRoute(resource, operation, { onRecord: true, method: 'GET', summary: `One ${singular}` });
    case 'create':
      return restRoute(resource, operation, {
        onRecord: false,
        method: 'POST',
        summary: `Create a ${singular}`,
        body: resource.create?.body,
      });
    case 'update':
      return restRoute(resource, operation, {
        onRecord: true,
        method: 'PUT',
        summary: `Change a ${singular}; fields outside the body (the rest of the record) are ignored`,
        body: resource.update?.body,
      });
    case 'delete':
      return restRoute(resource, operation, { onRecord: true, method: 'DELETE', summary: `Delete a ${singular}` });
  }
}

export function restRoutesOf(resource: RestResource): RestRouteDef[] {
  const actions = Object.entries(resource.actions ?? {}).map(([name, action]) =>
    restRoute(resource, name, {
      onRecord: true,
      below: name,
      method: 'POST',
      summary: action.summary,
      body: action.body,
    }),
  );
  return [...operationsOf(resource).map((operation) => operationRoute(resource, operation)), ...actions];
}
