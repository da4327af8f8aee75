/**
 * A resource with screens of its own is named by the spec's URL (season, payment, userdetail). A list whose
 * required filter is unset stays empty; getOne without a route of its own searches the list (filters in
 * `meta.filter`).
 */
import {
  type PaymentStatus,
  paymentPageNames,
  type RestResourceName,
  SeasonPlayerBody,
  USER_SORT_FIELDS,
} from '../../../contract';
import { bodyFromSchema } from './body';
import { listOf, oneOf, type ResourceMap, writeOf } from './types';

const userSortFields: readonly string[] = USER_SORT_FIELDS;

/** A status's page of payments under the spec's names for it; listOf checks them against the route's answer. */
const paymentPage = <S extends PaymentStatus>(status: S) => {
  const { route, rows } = paymentPageNames(status);
  return { route, query: { q: 'q' }, answerKey: rows, paging: 'server', totalKey: 'total' } as const;
};

export const resources = {
  season: {
    list: listOf({ route: 'listSeasons', answerKey: 'seasons', paging: 'client' }),
  },

  /** The season editor's players; filter `seasonId` (required), `TeamID` narrows to one team. */
  seasonPlayers: {
    idField: 'ID',
    list: listOf({ route: 'getSeasonDetail', params: { id: 'seasonId' }, answerKey: 'players', paging: 'client' }),
    // the season editor's PascalCase payload, never the game-week screen's
    create: writeOf({
      route: 'createPlayer',
      body: (data) => bodyFromSchema(SeasonPlayerBody, data) as never,
      answerKey: 'player',
    }),
    update: writeOf({ route: 'updatePlayer', answerKey: 'player' }),
    delete: writeOf({ route: 'deletePlayer' }),
  },

  /** Filter `seasonId` (required). */
  'game-week': {
    list: listOf({
      route: 'listGameWeeks',
      params: { seasonId: 'seasonId' },
      answerKey: 'gameWeeks',
      paging: 'client',
    }),
    getOne: oneOf({ route: 'getGameWeekDetail', answerKey: 'gameWeek' }),
    create: writeOf({ route: 'createGameWeek', answerKey: 'gameWeek' }),
  },

  /** One game week's player rows (points); filter `gameWeekId` (required), `team_id` narrows to one team. */
  gameWeekPlayers: {
    list: listOf({ route: 'getGameWeekDetail', params: { id: 'gameWeekId' }, answerKey: 'players', paging: 'client' }),
    update: writeOf({ route: 'updateGameWeekPlayer', answerKey: 'player' }),
  },

  reward: {
    list: listOf({ route: 'listRewards', answerKey: 'data', paging: 'client' }),
    update: writeOf({ route: 'updateReward', answerKey: 'data' }),
  },

  condition: {
    list: listOf({ route: 'listConditions', answerKey: 'data', paging: 'client' }),
    update: writeOf({ route: 'updateCondition', answerKey: 'data' }),
  },

  team: {
    list: listOf({ route: 'listTeams', answerKey: 'teams', paging: 'client' }),
    create: writeOf({ route: 'createTeam', answerKey: 'team' }),
    update: writeOf({ route: 'updateTeam', answerKey: 'team' }),
    delete: writeOf({ route: 'deleteTeam' }),
  },

  /** One day's fixtures; filter `date` (YYYY-MM-DD, required). Rows are PascalCase, bodies snake_case. */
  teamvs: {
    idField: 'ID',
    list: listOf({
      route: 'listTeamVs',
      query: { date: 'date' },
      needsAnyOf: ['date'],
      answerKey: 'teamVs',
      paging: 'client',
    }),
    create: writeOf({ route: 'createTeamVs', answerKey: 'fixture' }),
    update: writeOf({
      route: 'updateTeamVs',
      body: (data) => ({
        score1: (data.Score1 ?? null) as number | null,
        score2: (data.Score2 ?? null) as number | null,
        sort: data.Sort as number,
      }),
      answerKey: 'fixture',
    }),
    delete: writeOf({ route: 'deleteTeamVs' }),
  },

  /** Filter `status` chooses the tab's route: pending (the default), completed or cancelled; `q` searches it. */
  payment: {
    list: {
      by: 'status',
      lists: {
        pending: listOf(paymentPage('pending')),
        completed: listOf(paymentPage('completed')),
        cancelled: listOf(paymentPage('cancelled')),
      },
    },
    getOne: oneOf({ route: 'getPayment', answerKey: 'payment' }),
  },

  /** A user's tickets; filter `userId` and/or `phone` ('-' stands for the absent one). */
  ticket: {
    idField: 'ID',
    list: listOf({
      route: 'seeTicketUser',
      params: { userId: { filter: 'userId', absent: '-' }, phone: { filter: 'phone', absent: '-' } },
      needsAnyOf: ['userId', 'phone'],
      answerKey: 'data',
      paging: 'client',
    }),
    delete: writeOf({ route: 'deleteTicket', idParam: 'ticketId' }),
  },

  /** Filter `gameWeekId` (required). */
  entrantsNormal: {
    list: listOf({
      route: 'listNormalEntrants',
      params: { gameWeekId: 'gameWeekId' },
      answerKey: 'data',
      paging: 'server',
      totalKey: 'total',
    }),
  },

  /** Filter `gameWeekId` (required). */
  entrantsVip: {
    list: listOf({
      route: 'listVipEntrants',
      params: { gameWeekId: 'gameWeekId' },
      answerKey: 'data',
      paging: 'server',
      totalKey: 'total',
    }),
  },

  /** One member's entries, newest first; filter `userId` (required). */
  'member-entry': {
    list: listOf({ route: 'listMemberEntries', params: { id: 'userId' }, answerKey: 'data', paging: 'client' }),
  },

  /** One entry with its picks (the entrant lists link to it by the entrant's id). */
  gameWeekEntries: {
    getOne: oneOf({ route: 'getGameWeekEntry', idParam: 'entryId', answerKey: 'entry' }),
  },

  /** Filter `q` searches id, name, username and phone on the server; sortable by id, name, username. */
  userdetail: {
    list: listOf({
      route: 'getAllUser',
      query: { q: 'q' },
      answerKey: 'data',
      paging: 'server',
      totalKey: 'total',
      sort: (field, order) => (userSortFields.includes(field) ? { sort: field, order } : undefined),
    }),
    getOne: oneOf({ route: 'getUser', answerKey: 'user' }),
  },

  /** Filters `action`, `admin` (username), `from` and `to` (YYYY-MM-DD), and a target (`target_type`, `target_id`). */
  'audit-log': {
    list: listOf({
      route: 'listAuditLog',
      query: {
        action: 'action',
        admin: 'admin',
        from: 'from',
        to: 'to',
        target_type: 'target_type',
        target_id: 'target_id',
      },
      answerKey: 'data',
      paging: 'server',
      totalKey: 'total',
    }),
  },
} satisfies ResourceMap;

export type MapResourceName = keyof typeof resources;
export type ResourceName = MapResourceName | RestResourceName;
