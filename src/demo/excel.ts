/**
 * The demo's game-week export, on the in-memory store, answering like server/routes/excel.ts: the
 * entries by id with their picks in slot order, a pick's points counted as for its entry (the captain's
 * times SCORING.captainMultiplier), and 404 for an unknown game week. The .xlsx route builds the same
 * workbook with the browser's builder (exceljs loaded on demand), as the server would stream it.
 */
import { XLSX_MIME } from '../../contract';
import { playerGameWeekPoints, SCORING } from '../../fixtures/scoring';
import type { DemoData } from '../../fixtures/types';
import { buildWorkbook } from '../excel/buildWorkbook';
import { loadExcelJs } from '../excel/loadExcelJs';
import { type ExportEntry, type ExportPick, excelFileName } from '../excel/workbookLayout';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';

function requireGameWeek(data: DemoData, id: number) {
  const gameWeek = data.game_weeks.find((row) => row.id === id);
  if (!gameWeek) throw new DemoError(404, `No game week with id ${id}`);
  return gameWeek;
}

export function demoExport(data: DemoData, gameWeekId: number): ExportEntry[] {
  const gameWeek = requireGameWeek(data, gameWeekId);
  const entries = data.game_week_entries.filter((entry) => entry.game_week_id === gameWeekId);
  const playerNames = new Map(data.players.map((player) => [player.id, player.name]));
  const playerPoints = new Map<number, number>();
  for (const row of data.game_week_players) {
    if (row.game_week_id === gameWeekId) playerPoints.set(row.player_id, playerGameWeekPoints(row));
  }
  const picksByEntry = new Map<number, { slot: number; pick: ExportPick }[]>(entries.map((entry) => [entry.id, []]));
  for (const pick of data.entry_picks) {
    const list = picksByEntry.get(pick.entry_id);
    if (!list) continue;
    list.push({
      slot: pick.slot,
      pick: {
        main_id: pick.player_id,
        position: pick.position,
        captain: pick.is_captain === 1,
        name: playerNames.get(pick.player_id) ?? '',
        price: pick.price,
        points: (playerPoints.get(pick.player_id) ?? 0) * (pick.is_captain === 1 ? SCORING.captainMultiplier : 1),
      },
    });
  }
  return entries
    .slice()
    .sort((a, b) => a.id - b.id)
    .map((entry) => ({
      id: entry.id,
      user_id: entry.user_id,
      name: entry.name,
      season: gameWeek.season_id,
      week_id: gameWeek.id,
      created_at: entry.created_at,
      total_price: entry.total_price,
      total_point: entry.total_point,
      player_game: (picksByEntry.get(entry.id) ?? []).sort((a, b) => a.slot - b.slot).map(({ pick }) => pick),
    }));
}

export const excelHandlers: DemoHandlerMap = {
  downloadExcel: ({ params }, store) => ({
    ok: true,
    data: demoExport(store.data, params.gameWeekId),
    timenow: new Date().toISOString(),
  }),

  downloadExcelXlsx: async ({ params }, store) => {
    const data = demoExport(store.data, params.gameWeekId);
    const timenow = new Date().toISOString();
    const bytes = await buildWorkbook(await loadExcelJs(), { gameWeekId: params.gameWeekId, timenow, data });
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': XLSX_MIME,
        'content-disposition': `attachment; filename="${excelFileName(params.gameWeekId, timenow)}"`,
        'cache-control': 'no-store',
      },
    });
  },
};
