import {
  operationsOf,
  type RestOperation,
  type RestResource,
  type RestRouteId,
  restResources,
  restRouteId,
} from '../../contract';
import { type AppContext, HeadedAnswer, type RestHandler, type RestHandlerInput, requireAdmin } from '../routes/types';
import type { RestBehaviour, WriteContext } from './behaviours';
import type { Values } from './columns';
import { readListRequest } from './listRequest';
import { listRecords } from './queries';
import { restBehaviours } from './resourceBehaviours';
import { createRecord, deleteRecord, requireRecord, runAction, updateRecord, type Write } from './writes';

/** `admins 0-24/319`; when the range holds no row, a star for the range and the total (RFC 9110's unsatisfied range). */
export function contentRange(resource: RestResource, first: number, rows: number, total: number) {
  return rows === 0 ? `${resource.name} */${total}` : `${resource.name} ${first}-${first + rows - 1}/${total}`;
}

const idOf = (input: RestHandlerInput) => (input.params as { id: number }).id;
const bodyOf = (input: RestHandlerInput) => input.body as Values;

function writeOf(resource: RestResource, behaviour: RestBehaviour, input: RestHandlerInput, app: AppContext): Write {
  const context: WriteContext = { app, admin: requireAdmin(input.admin), now: app.clock.now() };
  return { resource, behaviour, context };
}

function operationHandler(resource: RestResource, behaviour: RestBehaviour, operation: RestOperation): RestHandler {
  switch (operation) {
    case 'list':
      return async ({ query }, { db }) => {
        const request = readListRequest(resource, query as Record<string, string | undefined>);
        const { records, total } = await listRecords(db, resource, request);
        return new HeadedAnswer(records, {
          'content-range': contentRange(resource, request.range.first, records.length, total),
          // for a client on another origin, which reads only the headers it is told it may (ra-data-simple-rest)
          'access-control-expose-headers': 'Content-Range',
        });
      };
    case 'read':
      return async (input, { db }) => requireRecord(db, resource, idOf(input));
    case 'create':
      return async (input, app) => createRecord(writeOf(resource, behaviour, input, app), bodyOf(input));
    case 'update':
      return async (input, app) => updateRecord(writeOf(resource, behaviour, input, app), idOf(input), bodyOf(input));
    case 'delete':
      return async (input, app) => deleteRecord(writeOf(resource, behaviour, input, app), idOf(input));
  }
}

export function restHandlersOf(
  resources: readonly RestResource[] = restResources,
  behaviours: Record<string, RestBehaviour> = restBehaviours,
): Record<RestRouteId, RestHandler> {
  const handlers: Record<RestRouteId, RestHandler> = {};
  for (const resource of resources) {
    const behaviour = behaviours[resource.name] ?? {};
    for (const operation of operationsOf(resource)) {
      handlers[restRouteId(resource, operation)] = operationHandler(resource, behaviour, operation);
    }
    for (const action of Object.keys(resource.actions ?? {})) {
      handlers[restRouteId(resource, action)] = async (input, app) =>
        runAction(writeOf(resource, behaviour, input, app), action, idOf(input), bodyOf(input));
    }
  }
  return handlers;
}

export const restHandlers = restHandlersOf();
