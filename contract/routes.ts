/**
 * The route table: every /admin/v1 call (and the few outside it) with its schemas. The server registers
 * these (and so does the demo, with the same handlers), the SPA's dataProvider is typed by them. Ids and paths: notes/routes.md.
 * Calls whose payload is empty have no body schema: a body schema would reject a request sent without one.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { PremierLeagueSeasonsAnswer, UserBalanceAnswer, UserInfoAnswer } from './account';
import { AuditLogAnswer, AuditLogQuery } from './audit';
import { CheckTokenAnswer, LoginAnswer, LoginBody, LogoutAnswer } from './auth';
import { IdParams } from './common';
import { ListConditionsAnswer, UpdateConditionAnswer, UpdateConditionBody } from './conditions';
import { EntrantPageQuery, EntrantsAnswer, GameWeekIdParams } from './entrants';
import { EntryIdParams, GameWeekEntryAnswer } from './entries';
import { ExcelAnswer, ExcelFile, XLSX_MIME } from './excel';
import {
  SaveTeamVsAnswer,
  SaveTeamVsBody,
  SummariseGameWeekAnswer,
  UpdateGameWeekPlayerAnswer,
  UpdateGameWeekPlayerBody,
} from './gameWeekPlayers';
import {
  CreateGameWeekBody,
  GameWeekAnswer,
  GameWeekDetailAnswer,
  ListGameWeeksAnswer,
  SaveGameWeekRewardBody,
  SeasonIdParams,
} from './gameWeeks';
import { FetchLivescoreAnswer } from './liveScore';
import {
  CompletedPaymentsAnswer,
  PaymentPageQuery,
  PendingPaymentsAnswer,
  UpdatePaymentAnswer,
  UpdatePaymentBody,
} from './payments';
import {
  CreatePlayerAnswer,
  CreatePlayerBody,
  DeletePlayerAnswer,
  UpdatePlayerAnswer,
  UpdatePlayerBody,
} from './players';
import { ListRewardsAnswer, UpdateRewardAnswer, UpdateRewardBody } from './rewards';
import type { RouteDef } from './route';
import { ListSeasonsAnswer, SeasonDetailAnswer, SeasonPointsAnswer } from './seasons';
import { DeleteTeamAnswer, ListTeamsAnswer, TeamAnswer, TeamBody, TeamClosedBody } from './teams';
import {
  CreateTeamVsBody,
  DeleteTeamVsAnswer,
  ListTeamVsAnswer,
  ListTeamVsQuery,
  TeamVsAnswer,
  UpdateTeamVsBody,
} from './teamVs';
import {
  DeleteTicketAnswer,
  FreeTicketAnswer,
  FreeTicketBody,
  SeeTicketUserAnswer,
  SeeTicketUserParams,
  TicketIdParams,
} from './tickets';
import { IMAGE_MIME_TYPES, ImageFile, ImageParams, UploadImageAnswer } from './uploads';
import { UsersAnswer, UsersQuery } from './users';

export const routes = [
  // Auth
  {
    id: 'login',
    method: 'POST',
    path: '/admin/v1/login',
    auth: false,
    origin: 'spec',
    summary: 'Sign in with username and password; answers a bearer token',
    body: LoginBody,
    response: LoginAnswer,
  },
  {
    id: 'checkToken',
    method: 'GET',
    path: '/admin/v1/check-token',
    auth: true,
    origin: 'spec',
    summary: 'Check that the bearer token is valid',
    response: CheckTokenAnswer,
  },
  {
    id: 'logout',
    method: 'POST',
    path: '/admin/v1/logout',
    auth: true,
    origin: 'ours',
    summary: 'Revoke the bearer token',
    response: LogoutAnswer,
  },
  // Tickets
  {
    id: 'generateAllTicketForPlayer',
    method: 'POST',
    path: '/admin/v1/generate-all-ticket-for-player',
    auth: true,
    origin: 'spec',
    summary: 'Give a user one free ticket ({user_id}), or run the ticket repair ({})',
    body: FreeTicketBody,
    response: FreeTicketAnswer,
  },
  {
    id: 'deleteTicket',
    method: 'DELETE',
    path: '/admin/v1/delete-ticket/:ticketId',
    auth: true,
    origin: 'spec',
    summary: 'Delete a ticket',
    params: TicketIdParams,
    response: DeleteTicketAnswer,
  },
  {
    id: 'seeTicketUser',
    method: 'GET',
    path: '/admin/v1/see-ticket-user/:userId/:phone',
    auth: true,
    origin: 'spec',
    summary: "A user's tickets by user id or phone ('-' for an absent segment)",
    params: SeeTicketUserParams,
    response: SeeTicketUserAnswer,
  },
  // Live score
  {
    id: 'fetchLivescoreTable',
    method: 'POST',
    path: '/admin/v1/fatch-livescore-table',
    auth: true,
    origin: 'spec',
    summary: 'Fetch the live score table',
    response: FetchLivescoreAnswer,
  },
  // Seasons and players
  {
    id: 'listSeasons',
    method: 'GET',
    path: '/admin/v1/season-alls',
    auth: true,
    origin: 'spec',
    summary: 'Every season',
    response: ListSeasonsAnswer,
  },
  {
    id: 'getSeasonDetail',
    method: 'GET',
    path: '/admin/v1/season-season-detail/:id',
    auth: true,
    origin: 'spec',
    summary: "A season's teams and players",
    params: IdParams,
    response: SeasonDetailAnswer,
  },
  {
    id: 'getSeasonPoints',
    method: 'GET',
    path: '/admin/v1/season-points/:id',
    auth: true,
    origin: 'ours',
    summary: "A season's points per player, summed over its game weeks (the season editor's score summary)",
    params: IdParams,
    response: SeasonPointsAnswer,
  },
  {
    id: 'createPlayer',
    method: 'POST',
    path: '/admin/v1/players',
    auth: true,
    origin: 'spec',
    summary: 'Create a player (season editor or game-week screen payload)',
    body: CreatePlayerBody,
    response: CreatePlayerAnswer,
  },
  {
    id: 'updatePlayer',
    method: 'PUT',
    path: '/admin/v1/players/:id',
    auth: true,
    origin: 'spec',
    summary: 'Update a player from its full row',
    params: IdParams,
    body: UpdatePlayerBody,
    response: UpdatePlayerAnswer,
  },
  {
    id: 'deletePlayer',
    method: 'DELETE',
    path: '/admin/v1/players/:id',
    auth: true,
    origin: 'spec',
    summary: 'Delete a player',
    params: IdParams,
    response: DeletePlayerAnswer,
  },
  // Rewards and conditions
  {
    id: 'listRewards',
    method: 'GET',
    path: '/admin/v1/rewards',
    auth: true,
    origin: 'spec',
    summary: 'Every reward type with its ten texts',
    response: ListRewardsAnswer,
  },
  {
    id: 'updateReward',
    method: 'PUT',
    path: '/admin/v1/rewards/:id',
    auth: true,
    origin: 'spec',
    summary: 'Update the ten texts of a reward type',
    params: IdParams,
    body: UpdateRewardBody,
    response: UpdateRewardAnswer,
  },
  {
    id: 'listConditions',
    method: 'GET',
    path: '/admin/v1/conditions',
    auth: true,
    origin: 'spec',
    summary: 'Every condition',
    response: ListConditionsAnswer,
  },
  {
    id: 'updateCondition',
    method: 'PUT',
    path: '/admin/v1/conditions/:id',
    auth: true,
    origin: 'spec',
    summary: "Update a condition's maximum",
    params: IdParams,
    body: UpdateConditionBody,
    response: UpdateConditionAnswer,
  },
  // Game weeks
  {
    id: 'listGameWeeks',
    method: 'GET',
    path: '/admin/v1/game-week/:seasonId',
    auth: true,
    origin: 'spec',
    summary: "A season's game weeks",
    params: SeasonIdParams,
    response: ListGameWeeksAnswer,
  },
  {
    id: 'saveGameWeekReward',
    method: 'POST',
    path: '/admin/v1/game-week/:id/reward',
    auth: true,
    origin: 'spec',
    summary: "Save a game week's VIP prize and free tickets",
    params: IdParams,
    body: SaveGameWeekRewardBody,
    response: GameWeekAnswer,
  },
  {
    id: 'uploadGameWeekImage',
    method: 'POST',
    path: '/admin/v1/upload-image-gameweek',
    auth: true,
    origin: 'spec',
    summary: "Upload a game-week image (multipart, file field 'slip')",
    multipart: true,
    response: UploadImageAnswer,
  },
  {
    id: 'createGameWeek',
    method: 'POST',
    path: '/admin/v1/create-game-week',
    auth: true,
    origin: 'spec',
    summary: 'Create a game week',
    body: CreateGameWeekBody,
    response: GameWeekAnswer,
  },
  {
    id: 'getGameWeekDetail',
    method: 'GET',
    path: '/admin/v1/game-week-detail/:id',
    auth: true,
    origin: 'spec',
    summary: 'A game week with its teams and player rows',
    params: IdParams,
    response: GameWeekDetailAnswer,
  },
  {
    id: 'savePlayerTeamVs',
    method: 'POST',
    path: '/admin/v1/player-game-week-team-vs',
    auth: true,
    origin: 'spec',
    summary: "Set the team-vs text of a team's players in a game week",
    body: SaveTeamVsBody,
    response: SaveTeamVsAnswer,
  },
  {
    id: 'updateGameWeekPlayer',
    method: 'PUT',
    path: '/admin/v1/game-week-player/:id',
    auth: true,
    origin: 'spec',
    summary: "Save a player's points in a game week",
    params: IdParams,
    body: UpdateGameWeekPlayerBody,
    response: UpdateGameWeekPlayerAnswer,
  },
  {
    id: 'summariseGameWeek',
    method: 'PUT',
    path: '/admin/v1/game-week-player-all-results/:id',
    auth: true,
    origin: 'spec',
    summary: "Recompute every entry's points in a game week",
    params: IdParams,
    response: SummariseGameWeekAnswer,
  },
  {
    id: 'getGameWeekEntry',
    method: 'GET',
    path: '/admin/v1/game-week-entry/:entryId',
    auth: true,
    origin: 'ours',
    summary: 'One game-week entry with its picks and points',
    params: EntryIdParams,
    response: GameWeekEntryAnswer,
  },
  // Teams
  {
    id: 'listTeams',
    method: 'GET',
    path: '/admin/v1/teams',
    auth: true,
    origin: 'spec',
    summary: 'Every team',
    response: ListTeamsAnswer,
  },
  {
    id: 'createTeam',
    method: 'POST',
    path: '/admin/v1/team',
    auth: true,
    origin: 'spec',
    summary: 'Create a team',
    body: TeamBody,
    response: TeamAnswer,
  },
  {
    id: 'updateTeam',
    method: 'PUT',
    path: '/admin/v1/team/:id',
    auth: true,
    origin: 'spec',
    summary: 'Update a team',
    params: IdParams,
    body: TeamBody,
    response: TeamAnswer,
  },
  {
    id: 'setTeamClosed',
    method: 'PUT',
    path: '/admin/v1/team/:id/is_close',
    auth: true,
    origin: 'spec',
    summary: 'Open (0) or close (1) a team',
    params: IdParams,
    body: TeamClosedBody,
    response: TeamAnswer,
  },
  {
    id: 'deleteTeam',
    method: 'DELETE',
    path: '/admin/v1/team/:id',
    auth: true,
    origin: 'spec',
    summary: 'Delete a team',
    params: IdParams,
    response: DeleteTeamAnswer,
  },
  // Team vs
  {
    id: 'createTeamVs',
    method: 'POST',
    path: '/admin/v1/team-vs',
    auth: true,
    origin: 'spec',
    summary: 'Create a fixture',
    body: CreateTeamVsBody,
    response: TeamVsAnswer,
  },
  {
    id: 'listTeamVs',
    method: 'GET',
    path: '/admin/v1/team-vs',
    auth: true,
    origin: 'spec',
    summary: "A day's fixtures",
    querystring: ListTeamVsQuery,
    response: ListTeamVsAnswer,
  },
  {
    id: 'updateTeamVs',
    method: 'PUT',
    path: '/admin/v1/team-vs/:id',
    auth: true,
    origin: 'spec',
    summary: "Save a fixture's scores and sort",
    params: IdParams,
    body: UpdateTeamVsBody,
    response: TeamVsAnswer,
  },
  {
    id: 'deleteTeamVs',
    method: 'DELETE',
    path: '/admin/v1/team-vs/:id',
    auth: true,
    origin: 'spec',
    summary: 'Delete a fixture',
    params: IdParams,
    response: DeleteTeamVsAnswer,
  },
  // Payments
  {
    id: 'listPendingPayments',
    method: 'GET',
    path: '/admin/v1/payment-pending',
    auth: true,
    origin: 'spec',
    summary: 'One page of pending payments',
    querystring: PaymentPageQuery,
    response: PendingPaymentsAnswer,
  },
  {
    id: 'listCompletedPayments',
    method: 'GET',
    path: '/admin/v1/payment-completed',
    auth: true,
    origin: 'spec',
    summary: 'One page of completed payments',
    querystring: PaymentPageQuery,
    response: CompletedPaymentsAnswer,
  },
  {
    id: 'updatePayment',
    method: 'PUT',
    path: '/admin/v1/payment/:id',
    auth: true,
    origin: 'spec',
    summary: 'Confirm or cancel a pending payment',
    params: IdParams,
    body: UpdatePaymentBody,
    response: UpdatePaymentAnswer,
  },
  // Exports and entrants
  {
    id: 'downloadExcel',
    method: 'GET',
    path: '/admin/v1/downloadexcel/:gameWeekId',
    auth: true,
    origin: 'spec',
    summary: "A game week's entries with their players, for the spreadsheet",
    params: GameWeekIdParams,
    response: ExcelAnswer,
  },
  {
    id: 'downloadExcelXlsx',
    method: 'GET',
    path: '/admin/v1/downloadexcel/:gameWeekId.xlsx',
    auth: true,
    origin: 'ours',
    summary: "A game week's spreadsheet as an .xlsx file",
    params: GameWeekIdParams,
    response: ExcelFile,
    produces: XLSX_MIME,
  },
  {
    id: 'listNormalEntrants',
    method: 'GET',
    path: '/admin/v1/game-week-player-all-results-n/:gameWeekId',
    auth: true,
    origin: 'spec',
    summary: "One page of a game week's normal entrants",
    params: GameWeekIdParams,
    querystring: EntrantPageQuery,
    response: EntrantsAnswer,
  },
  {
    id: 'listVipEntrants',
    method: 'GET',
    path: '/admin/v1/game-week-player-all-results-vip/:gameWeekId',
    auth: true,
    origin: 'spec',
    summary: "One page of a game week's VIP entrants",
    params: GameWeekIdParams,
    querystring: EntrantPageQuery,
    response: EntrantsAnswer,
  },
  // Users and account
  {
    id: 'getAllUser',
    method: 'GET',
    path: '/admin/v1/get-all-user',
    auth: true,
    origin: 'spec',
    summary: 'One page of users, optionally searched and sorted',
    querystring: UsersQuery,
    response: UsersAnswer,
  },
  {
    id: 'userInfo',
    method: 'GET',
    path: '/user-info',
    auth: true,
    origin: 'spec',
    summary: 'The signed-in admin',
    response: UserInfoAnswer,
  },
  {
    id: 'userBalance',
    method: 'GET',
    path: '/user/m/user-balance',
    auth: true,
    origin: 'spec',
    summary: "The menu bar's balance",
    response: UserBalanceAnswer,
  },
  {
    id: 'premierLeagueSeasons',
    method: 'GET',
    path: '/premier-league/v1/seasons',
    auth: true,
    origin: 'spec',
    summary: 'The premier league seasons',
    response: PremierLeagueSeasonsAnswer,
  },
  // Ours: audit and images
  {
    id: 'listAuditLog',
    method: 'GET',
    path: '/admin/v1/audit-log',
    auth: true,
    origin: 'ours',
    summary: 'One page of the audit log, filtered by action, admin and days',
    querystring: AuditLogQuery,
    response: AuditLogAnswer,
  },
  {
    id: 'getImage',
    method: 'GET',
    path: '/images/:publicId',
    auth: false,
    origin: 'ours',
    summary: 'An uploaded image',
    params: ImageParams,
    response: ImageFile,
    produces: IMAGE_MIME_TYPES.join(', '),
  },
] as const satisfies readonly RouteDef[];

type AnyRoute = (typeof routes)[number];
export type RouteId = AnyRoute['id'];
/** The exact entry of one route, with its schemas' types. */
export type RouteOf<Id extends RouteId> = Extract<AnyRoute, { id: Id }>;

type StaticOf<R, K extends string, Absent> = R extends { [P in K]: infer S extends TSchema } ? Static<S> : Absent;

/** The 200 answer of a route. */
export type Answer<Id extends RouteId> = StaticOf<RouteOf<Id>, 'response', never>;
/** The JSON body of a route; undefined when it takes none. */
export type Body<Id extends RouteId> = StaticOf<RouteOf<Id>, 'body', undefined>;
/** The path parameters of a route; undefined when it has none. */
export type Params<Id extends RouteId> = StaticOf<RouteOf<Id>, 'params', undefined>;
/** The query string of a route; undefined when it has none. */
export type Query<Id extends RouteId> = StaticOf<RouteOf<Id>, 'querystring', undefined>;

/** Every route by its id. */
export const routeById = {} as Record<RouteId, RouteDef>;
for (const route of routes) routeById[route.id] = route;
