/** A new resource is one file and one line here. */
import { adminsRest } from './admins';
import { auditLogRest } from './auditLog';
import type { RestResource } from './define';
import { restRoutesOf } from './routes';

export const restResources = [auditLogRest, adminsRest] as const satisfies readonly RestResource[];

export type RestResourceName = (typeof restResources)[number]['name'];

export const restRoutes = restResources.flatMap(restRoutesOf);

export * from './admins';
export * from './auditLog';
export * from './auditTarget';
export * from './define';
export * from './listQuery';
export * from './routes';
