/**
 * Who may do what, declared once: the server's check on every route, the demo's, the SPA's canAccess, the OpenAPI
 * document, the README's roles table and the route-by-role test all read it.
 */
import { type Area, actionOfMethod, type Permission } from './access';
import { type RestResourceName, restResources } from './rest';
import type { HttpMethod, RouteDef } from './route';
import { type RouteId, routes } from './routes';

export * from './access';

/** The area of every /admin/v1 (and our own) route; null for a route anyone may call without signing in. */
const routeAreas: { readonly [id in RouteId]: Area | null } = {
  login: null,
  getImage: null,
  checkToken: 'own',
  logout: 'own',
  userInfo: 'own',
  userBalance: 'own',
  generateAllTicketForPlayer: 'money',
  deleteTicket: 'money',
  seeTicketUser: 'money',
  listPendingPayments: 'money',
  listCompletedPayments: 'money',
  listCancelledPayments: 'money',
  getPayment: 'money',
  updatePayment: 'money',
  downloadExcel: 'money',
  downloadExcelXlsx: 'money',
  listNormalEntrants: 'money',
  listVipEntrants: 'money',
  getGameWeekEntry: 'money',
  getAllUser: 'money',
  getUser: 'money',
  listMemberEntries: 'money',
  listAuditLog: 'money',
  fetchLivescoreTable: 'game',
  listSeasons: 'game',
  getSeasonDetail: 'game',
  getSeasonPoints: 'game',
  premierLeagueSeasons: 'game',
  createPlayer: 'game',
  updatePlayer: 'game',
  deletePlayer: 'game',
  listRewards: 'game',
  updateReward: 'game',
  listConditions: 'game',
  updateCondition: 'game',
  listGameWeeks: 'game',
  saveGameWeekReward: 'game',
  uploadGameWeekImage: 'game',
  createGameWeek: 'game',
  getGameWeekDetail: 'game',
  savePlayerTeamVs: 'game',
  updateGameWeekPlayer: 'game',
  summariseGameWeek: 'game',
  listTeams: 'game',
  createTeam: 'game',
  updateTeam: 'game',
  setTeamClosed: 'game',
  deleteTeam: 'game',
  createTeamVs: 'game',
  listTeamVs: 'game',
  updateTeamVs: 'game',
  deleteTeamVs: 'game',
};

const permissionOf = (area: Area | null, method: HttpMethod): Permission | null =>
  area === null ? null : { area, action: actionOfMethod(method) };

/** every /admin/v1 (and our own) route by its id; null for a public route (login) */
export const routePermissions = Object.fromEntries(
  routes.map((route) => [route.id, permissionOf(routeAreas[route.id], route.method)]),
) as { readonly [id in RouteId]: Permission | null };

/** Each REST resource's area, as its declaration states it: the SPA's canAccess reads it by resource name. */
export const resourcePermissions = Object.fromEntries(
  restResources.map((resource) => [resource.name, resource.area]),
) as { readonly [name in RestResourceName]: Area };

/** The permission a route needs, REST routes included; a route nobody declared throws, so it cannot run open. */
export function routePermission(route: RouteDef): Permission | null {
  if (route.id in routePermissions) return routePermissions[route.id as RouteId];
  if (route.area) return permissionOf(route.area, route.method);
  throw new Error(`${route.id}: no permission is declared for this route`);
}

/**
 * What a react-admin action on a resource of a given area needs: list, show and export read; anything else
 * (create, edit, delete, a bulk or custom action) writes. A resource of the /admin/v1 map takes the area of the
 * routes it calls (routePermissions), a REST resource its declared one (resourcePermissions).
 */
export const permissionForResourceAction = (area: Area, action: string): Permission => ({
  area,
  action: ['list', 'show', 'export', 'read'].includes(action) ? 'read' : 'write',
});
