/**
 * The game-week export (spec screen 11, sections 3 and 7): downloadExcel answers the entries with their
 * picks as JSON, from which the SPA builds GameWeek_{id}_{time}.xlsx; downloadExcelXlsx (ours) streams the
 * same workbook, built here, for game weeks too large to build in a browser.
 */
import { PassThrough } from 'node:stream';
import { XLSX_MIME } from '../../contract';
import { excelFileName } from '../../src/excel/workbookLayout';
import { findExportGameWeek, loadExport } from '../domain/excelExport';
import { DownloadAbandoned, streamExportWorkbook } from '../domain/excelStream';
import { notFound } from '../errors';
import { BinaryAnswer, type HandlerMap } from './types';

const unknownGameWeek = (id: number) => notFound(`No game week with id ${id}`);

export const excelHandlers: HandlerMap = {
  downloadExcel: async ({ params }, { db, clock }) => {
    const found = await loadExport(db, params.gameWeekId);
    if (!found) throw unknownGameWeek(params.gameWeekId);
    return { ok: true, data: found.data, timenow: clock.now().toISOString() };
  },

  downloadExcelXlsx: async ({ params, log }, { db, clock }) => {
    const gameWeek = await findExportGameWeek(db, params.gameWeekId);
    if (!gameWeek) throw unknownGameWeek(params.gameWeekId);
    const timenow = clock.now();
    const body = new PassThrough();
    // Once the headers are out, a failure can only cut the download short: the file will not open.
    streamExportWorkbook(db, gameWeek, body, timenow).catch((error) => {
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
