/** The game-week workbook streamed from the server, for game weeks too large to build in a browser; needs Node. */
import { PassThrough } from 'node:stream';
import { XLSX_MIME } from '../../contract';
import { excelFileName } from '../../contract/rules/workbookLayout';
import { findExportGameWeek } from '../domain/excelExport';
import { DownloadAbandoned, streamExportWorkbook } from '../domain/excelStream';
import { unknownGameWeek } from '../domain/gameWeeks';
import { BinaryAnswer, type HandlerMap } from './types';

export const excelXlsxHandlers: HandlerMap = {
  downloadExcelXlsx: async ({ params, query, log }, { db, clock }) => {
    const gameWeek = await findExportGameWeek(db, params.gameWeekId);
    if (!gameWeek) throw unknownGameWeek(params.gameWeekId);
    const timenow = clock.now();
    const body = new PassThrough();
    // Once the headers are out, a failure can only cut the download short: the file will not open.
    streamExportWorkbook(db, gameWeek, body, timenow, { language: query.lang }).catch((error) => {
      if (error instanceof DownloadAbandoned) {
        log.info({ gameWeekId: gameWeek.id }, 'the Excel download was abandoned');
        return;
      }
      log.error({ err: error, gameWeekId: gameWeek.id }, 'the Excel export failed while streaming');
      body.destroy(error as Error);
    });
    return new BinaryAnswer(body, {
      'content-type': XLSX_MIME,
      'content-disposition': `attachment; filename="${excelFileName(gameWeek.id, timenow.toISOString())}"`,
      'cache-control': 'no-store',
    });
  },
};
