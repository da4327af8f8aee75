/**
 * Every declared resource of the SPA. App.tsx registers each as a <Resource>, the side navigation lists those
 * with a menu entry; adding a resource is adding its declaration here.
 */
import type { ResourceDeclaration } from '../schema/declaration';
import { adminResource } from './admins';
import { auditLogResource } from './audit-log';
import { conditionResource } from './conditions';
import { gameWeekResource } from './gameWeeks';
import { memberEntryResource } from './memberEntries';
import { paymentResource } from './payments';
import { rewardResource } from './rewards';
import { seasonResource } from './seasons';
import { teamResource } from './teams';
import { teamVsResource } from './teamVs';
import { ticketResource } from './tickets/ticketResource';
import { memberResource } from './users';

export const declaredResources: readonly ResourceDeclaration[] = [
  seasonResource,
  gameWeekResource,
  rewardResource,
  conditionResource,
  teamVsResource,
  teamResource,
  paymentResource,
  memberResource,
  memberEntryResource,
  ticketResource,
  auditLogResource,
  adminResource,
];
