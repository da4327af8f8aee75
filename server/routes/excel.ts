/** The game-week export as JSON, from which the SPA builds the workbook. */
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
