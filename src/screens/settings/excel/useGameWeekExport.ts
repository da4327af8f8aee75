/**
 * The Excel download as the settings screen runs it: the export (exportGameWeek.ts) fed by the dataProvider, its
 * progress for the indicator, the file handed to the browser and the spec's messages: 'Excel file has been
 * downloaded successfully!' or 'Failed to download Excel.'.
 */
import { useMemo, useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useDateFormat } from '../../../format';
import { useNotifyingMutation } from '../../../kit/useNotifyingMutation';
import { type ExportProgress, type ExportSources, exportGameWeek } from './exportGameWeek';
import { saveFile } from './saveFile';

const ENTRANT_LISTS = ['entrantsNormal', 'entrantsVip'] as const;

function sourcesOf(dataProvider: AppDataProvider): ExportSources {
  return {
    // the entrant lists' totals (VIP + normal = every entry), one row each: a cheap question
    async countEntries(gameWeekId) {
      try {
        const lists = await Promise.all(
          ENTRANT_LISTS.map((resource) =>
            dataProvider.getList(resource, {
              filter: { gameWeekId },
              pagination: { page: 1, perPage: 1 },
              sort: { field: 'id', order: 'ASC' },
            }),
          ),
        );
        if (lists.some((list) => list.total === undefined)) return undefined;
        return lists.reduce((sum, list) => sum + (list.total ?? 0), 0);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) throw error; // no such game week
        return undefined; // the count is an optimisation: without it the browser builds the file
      }
    },
    fetchData: (gameWeekId) => dataProvider.downloadExcel(gameWeekId),
    fetchServerFile: (gameWeekId, language) => dataProvider.downloadExcelXlsx(gameWeekId, language),
  };
}

export function useGameWeekExport() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const sources = useMemo(() => sourcesOf(dataProvider), [dataProvider]);
  const { language } = useDateFormat();

  const mutation = useNotifyingMutation({
    mutationFn: async (gameWeekId: number) => {
      const file = await exportGameWeek({ gameWeekId, language }, sources, setProgress);
      saveFile(file.blob, file.fileName);
    },
    succeeded: 'app.message.excel_success',
    failed: 'app.message.excel_failed',
    withReason: false,
    onError: (error) => console.error('Excel export failed', error),
    onSettled: () => setProgress(null),
  });

  return { start: mutation.mutate, isRunning: mutation.isPending, progress };
}
