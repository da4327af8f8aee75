/** The one registry of screens: App, the side navigation, the first page load and the tests all read it. */
import type { CustomScreen } from '../kit/customScreen';
import type { ResourceDeclaration } from '../kit/declaration';
import { adminResource } from './admins';
import { auditLogResource } from './auditLog';
import { gameWeekPointsScreen } from './gameWeekPoints';
import { gameWeekResource } from './gameWeeks';
import { conditionResource } from './gameWeeks/conditionResource';
import { rewardResource } from './gameWeeks/rewardResource';
import { homeScreen } from './home';
import { memberResource } from './members';
import { memberEntryResource } from './members/memberEntryResource';
import { paymentResource } from './payments';
import { seasonPlayerEditorScreen } from './seasonPlayers';
import { seasonResource } from './seasons';
import { settingsScreen } from './settings';
import { ticketResource } from './settings/tickets/ticketResource';
import { teamResource } from './teams';
import { teamVsResource } from './teamVs';

export { accessDeniedScreen } from './accessDenied';
export { HOME_PATH, homeScreen } from './home';
export { dependentQueries } from './liveQueries';
export { notFoundScreen } from './notFound';

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

export const customScreens: readonly CustomScreen[] = [
  homeScreen,
  seasonPlayerEditorScreen,
  gameWeekPointsScreen,
  settingsScreen,
];
