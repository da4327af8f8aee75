/** A new resource is one file and one line in writable.ts. */
import { auditLogRest } from './auditLog';
import type { RestResource } from './define';
import { restRoutesOf } from './routes';
import { writableRestResources } from './writable';

export const restResources = [auditLogRest, ...writableRestResources] as const satisfies readonly RestResource[];

export type RestResourceName = (typeof restResources)[number]['name'];

export const restRoutes = restResources.flatMap(restRoutesOf);

export * from './admins';
export * from './auditLog';
export * from './auditTarget';
export * from './bodies';
export * from './define';
export * from './listQuery';
export * from './routes';
export * from './writable';
