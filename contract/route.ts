/** The shape of one entry of the route table (routes.ts). */
import type { TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  /** stable name used by the server's handler map, the dataProvider map and the contract cases */
  id: string;
  method: HttpMethod;
  /** Fastify-style path below /api, e.g. '/admin/v1/team/:id' */
  path: string;
  /** false only for login (and public image serving); everything else needs a bearer token */
  auth: boolean;
  summary: string;
  /** 'spec' for the spec's call table, 'ours' for our additions, 'rest' for a declared REST resource's (contract/rest/) */
  origin: 'spec' | 'ours' | 'rest';
  params?: TSchema;
  querystring?: TSchema;
  /** JSON body; multipart routes leave this out and set multipart */
  body?: TSchema;
  multipart?: boolean;
  /** the 200 answer (binary routes describe their content type instead) */
  response: TSchema;
  /** for binary answers (xlsx, images) */
  produces?: string;
  /** headers of the 200 answer that carry part of it, by name, with what each says (a REST list's Content-Range) */
  answerHeaders?: Record<string, string>;
}
