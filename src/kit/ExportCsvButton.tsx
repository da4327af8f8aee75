import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { downloadCSV, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { csvHeader, csvOf } from './csvExport';
import { fetchAllPages } from './fetchAllPages';
import type { FieldSpec } from './fields';

/** More rows than this belong in a report from the server, not a file a browser builds. */
export const EXPORT_CAP = 10_000;

export interface ExportCsvButtonProps {
  fields: FieldSpec[];
  /** the largest page the list's route answers (the browser holds client-paged lists whole) */
  pageSize: number;
}

/**
 * Exports the list as the operator sees it (its filters and order, every page) to CSV, headed by the column labels
 * in the operator's language, its times in Bangkok time (csvExport.ts). Busy while it reads; says so when the list was longer than the cap.
 */
export const ExportCsvButton = ({ fields, pageSize }: ExportCsvButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { resource, filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const exportRows = async () => {
    setBusy(true);
    try {
      const all = await fetchAllPages(dataProvider, resource, { filter: filterValues, sort }, pageSize, EXPORT_CAP);
      downloadCSV(csvOf(all.rows, fields, csvHeader(resource, translate)), resource);
      if (all.total !== undefined && all.total > all.rows.length) {
        notify('app.list.export_capped', {
          type: 'warning',
          messageArgs: { count: all.rows.length, total: all.total },
        });
      }
    } catch (error) {
      notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      disabled={busy || total === 0}
      onClick={exportRows}
    >
      {translate('ra.action.export')}
    </Button>
  );
};
