/** What a demo route handler receives and returns: typed by the contract, like the server's handlers. */
import type { Answer, Body, Params, Query, RouteId } from '../../contract';
import type { DemoInput } from './request';
import type { DemoStore } from './store';

export interface DemoHandlerInput<Id extends RouteId> extends DemoInput {
  params: Params<Id>;
  query: Query<Id>;
  body: Body<Id>;
}

/** Answers the route's 200 answer, or a Response for binary answers; throws DemoError for failures. */
export type DemoHandler<Id extends RouteId> = (
  input: DemoHandlerInput<Id>,
  store: DemoStore,
) => Answer<Id> | Response | Promise<Answer<Id> | Response>;

export type DemoHandlerMap = { [Id in RouteId]?: DemoHandler<Id> };
