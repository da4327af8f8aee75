/**
 * The game-week export (spec screen 11, sections 3 and 7): downloadExcel answers the entries with their
 * picks as JSON, from which the SPA builds GameWeek_{id}_{time}.xlsx. The streamed workbook for game weeks
 * too large to build in a browser is server-only (excelXlsx.ts).
 */
import { loadExport } from '../domain/excelExport';
import { unknownGameWeek } from '../domain/gameWeeks';
import type { HandlerMap } from './types';

export const excelHandlers: HandlerMap = {
  downloadExcel: async ({ params }, { db, clock }) => {
    const found = await loadExport(db, params.gameWeekId);
    if (!found) throw unknownGameWeek(params.gameWeekId);
    return { ok: true, data: found.data, timenow: clock.now().toISOString() };
  },
};
