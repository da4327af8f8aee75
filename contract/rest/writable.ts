/**
 * The REST resources that write, apart from the read-only ones: their audit actions are in the contract's list of
 * actions (contract/audit.ts), which the audit log's own resource is made from. A new resource is one line here.
 */
import { adminsRest } from './admins';
import type { RestResource } from './define';

export const writableRestResources = [adminsRest] as const satisfies readonly RestResource[];
