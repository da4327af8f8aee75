/**
 * Typed methods for the calls that are not CRUD on a resource (confirming a payment,
 * summarising a game week, uploads, exports...). Screens call them through
 * `useDataProvider<AppDataProvider>()`, usually inside the kit's useNotifyingMutation.
 * Each answer is returned unwrapped, without the `ok` flag.
 */
import { type Answer, GameWeekScreenPlayerBody, type RouteId, UPLOAD_FIELD } from '../../../contract';
import type { WorkbookLanguage } from '../../../contract/rules/workbookWords';
import type { ApiCall } from '../apiCall';
import { bodyFromSchema } from './body';
import { withId } from './records';

type Id = number | string;

/** The answer without `ok: true` (and rewards' `status`): what the screen uses. */
type Unwrapped<R extends RouteId> = Omit<Answer<R>, 'ok'>;

const unwrap = <R extends RouteId>(answer: Answer<R>): Unwrapped<R> => {
  const { ok: _ok, ...rest } = answer as unknown as Record<string, unknown>;
  return rest as Unwrapped<R>;
};

const num = (id: Id) => Number(id);

export function createCustomMethods(call: ApiCall) {
  return {
    /** One free ticket for a user (settings and members screens). */
    addFreeTicket: async (userId: Id) =>
      unwrap(await call('generateAllTicketForPlayer', { body: { user_id: num(userId) } })),

    /** The repair run: issues the tickets missing from completed payments. */
    generateMissingTickets: async () => unwrap(await call('generateAllTicketForPlayer', { body: {} })),

    fetchLivescore: async () => unwrap(await call('fetchLivescoreTable')),

    /** The season editor's data: the season, its teams and its players (with `id` = `ID`). */
    getSeasonDetail: async (seasonId: Id) => {
      const answer = await call('getSeasonDetail', { params: { id: num(seasonId) } });
      return { ...unwrap(answer), players: answer.players.map((player) => withId(player, 'ID')) };
    },

    /** The season editor's score summary: every player's points summed over the season's game weeks (ours). */
    getSeasonPoints: async (seasonId: Id) =>
      unwrap<'getSeasonPoints'>(await call('getSeasonPoints', { params: { id: num(seasonId) } })),

    /** The game-week screen's new player (snake_case payload); the season editor uses the seasonPlayers resource. */
    createGameWeekScreenPlayer: async (player: {
      team_id: number;
      name: string;
      position: 'G' | 'D' | 'M' | 'F';
      shirt_num?: number | null;
      goal?: number;
      assist?: number;
    }) =>
      unwrap(
        await call('createPlayer', {
          body: bodyFromSchema(GameWeekScreenPlayerBody, player) as typeof player,
        }),
      ),

    getGameWeekDetail: async (gameWeekId: Id) =>
      unwrap(await call('getGameWeekDetail', { params: { id: num(gameWeekId) } })),

    /** The VIP prize (baht) and free tickets of a game week. */
    saveGameWeekReward: async (gameWeekId: Id, reward: number, rewardN: number) =>
      unwrap(
        await call('saveGameWeekReward', { params: { id: num(gameWeekId) }, body: { reward, reward_n: rewardN } }),
      ),

    /** Sends the image as multipart field 'slip'; answers where it is served. */
    uploadGameWeekImage: async (file: Blob, fileName = file instanceof File ? file.name : 'image') => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, fileName);
      return unwrap<'uploadGameWeekImage'>(await call('uploadGameWeekImage', { body: form }));
    },

    /** Sets the team-vs text on every player row of one team in one game week. */
    savePlayerTeamVs: async (gameWeekId: Id, teamId: Id, teamVs: string) =>
      unwrap(
        await call('savePlayerTeamVs', {
          body: { game_week_id: num(gameWeekId), team_id: num(teamId), team_vs: teamVs },
        }),
      ),

    /** Recomputes every entry's total points in the game week. */
    summariseGameWeek: async (gameWeekId: Id) =>
      unwrap(await call('summariseGameWeek', { params: { id: num(gameWeekId) } })),

    /** One entry with its picks and their points (the entrant tables open it). */
    getGameWeekEntry: async (entryId: Id) =>
      unwrap<'getGameWeekEntry'>(await call('getGameWeekEntry', { params: { entryId: num(entryId) } })),

    /** The Open/Closed checkbox: sent as 1 (closed) or 0 (open). */
    setTeamClosed: async (teamId: Id, isClose: boolean | 0 | 1) =>
      unwrap(await call('setTeamClosed', { params: { id: num(teamId) }, body: { is_close: isClose ? 1 : 0 } })),

    confirmPayment: async (paymentId: Id) =>
      unwrap(await call('updatePayment', { params: { id: num(paymentId) }, body: { status: 'completed' } })),

    cancelPayment: async (paymentId: Id, referenceCode: string) =>
      unwrap(
        await call('updatePayment', {
          params: { id: num(paymentId) },
          body: { status: 'cancelled', reference_code: referenceCode },
        }),
      ),

    /** The export's data; the screen builds GameWeek_{id}_{time}.xlsx from it. */
    downloadExcel: async (gameWeekId: Id) =>
      unwrap<'downloadExcel'>(await call('downloadExcel', { params: { gameWeekId: num(gameWeekId) } })),

    /** The server-built .xlsx file, its sheet names and headers in the given language. */
    downloadExcelXlsx: async (gameWeekId: Id, language?: WorkbookLanguage) =>
      (await call('downloadExcelXlsx', {
        params: { gameWeekId: num(gameWeekId) },
        ...(language ? { query: { lang: language } } : {}),
      })) as unknown as Blob,

    getUserInfo: async () => unwrap(await call('userInfo')),

    getUserBalance: async () => unwrap(await call('userBalance')),

    listPremierLeagueSeasons: async () => unwrap(await call('premierLeagueSeasons')),
  };
}

export type CustomMethods = ReturnType<typeof createCustomMethods>;
