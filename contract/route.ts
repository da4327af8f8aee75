import type { TSchema } from '@sinclair/typebox';
import type { Area } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  /** stable name used by the server's handler map, the dataProvider map and the contract cases */
  id: string;
  method: HttpMethod;
  path: string;
  auth: boolean;
  summary: string;
  /** 'spec' for the spec's call table, 'ours' for our additions, 'rest' for a declared REST resource's (contract/rest/) */
  origin: 'spec' | 'ours' | 'rest';
  /** a REST route's, from its resource's declaration; /admin/v1 routes have theirs in contract/permissions.ts */
  area?: Area;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  multipart?: boolean;
  response: TSchema;
  produces?: string;
  /** headers of the 200 answer that carry part of it, by name, with what each says (a REST list's Content-Range) */
  answerHeaders?: Record<string, string>;
}
