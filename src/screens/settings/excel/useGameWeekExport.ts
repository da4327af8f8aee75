import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
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
    fetchServerFile: (gameWeekId) => dataProvider.downloadExcelXlsx(gameWeekId),
  };
}

export function useGameWeekExport() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const sources = useMemo(() => sourcesOf(dataProvider), [dataProvider]);

  const mutation = useMutation({
    mutationFn: (gameWeekId: number) => exportGameWeek(gameWeekId, sources, setProgress),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      notify('app.message.excel_success', { type: 'success' });
    },
    onError: (error) => {
      console.error('Excel export failed', error);
      notify('app.message.excel_failed', { type: 'error' });
    },
    onSettled: () => setProgress(null),
  });

  return { start: mutation.mutate, isRunning: mutation.isPending, progress };
}
