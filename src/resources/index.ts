/**
 * Every declared resource of the SPA. App.tsx registers each as a <Resource>, the side navigation lists those
 * with a menu entry; adding a resource is adding its declaration here.
 */
import type { ResourceDeclaration } from '../schema/declaration';
import { auditLogResource } from './audit-log';
import { paymentResource } from './payments';
import { seasonResource } from './seasons';
import { teamResource } from './teams';
import { memberResource } from './users';

export const declaredResources: readonly ResourceDeclaration[] = [
  seasonResource,
  teamResource,
  paymentResource,
  memberResource,
  auditLogResource,
];
