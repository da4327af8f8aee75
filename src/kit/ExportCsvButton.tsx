import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, CircularProgress } from '@mui/material';
import { downloadCSV, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { csvChoiceText, csvHeader, csvOf } from './csvExport';
import { fetchAllPages } from './fetchAllPages';
import type { FieldSpec } from './fields';
import { useNotifyingMutation } from './useNotifyingMutation';

/** More rows than this belong in a report from the server, not a file a browser builds. */
export const EXPORT_CAP = 10_000;

export interface ExportCsvButtonProps {
  fields: FieldSpec[];
  /** the largest page the list's route answers (the browser holds client-paged lists whole) */
  pageSize: number;
}

/** Exports every page of the list with its filters and order, not only the page shown. */
export const ExportCsvButton = ({ fields, pageSize }: ExportCsvButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { resource, filterValues, sort, total } = useListContext();
  const exportRows = useNotifyingMutation({
    mutationFn: () => fetchAllPages(dataProvider, resource, { filter: filterValues, sort }, pageSize, EXPORT_CAP),
    onSuccess: (all) => {
      downloadCSV(
        csvOf(all.rows, fields, csvHeader(resource, translate), csvChoiceText(resource, translate)),
        resource,
      );
      if (all.total !== undefined && all.total > all.rows.length) {
        notify('app.list.export_capped', {
          type: 'warning',
          messageArgs: { count: all.rows.length, total: all.total },
        });
      }
    },
  });
  const busy = exportRows.isPending;

  return (
    <Button
      size="small"
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      disabled={busy || total === 0}
      onClick={() => exportRows.mutate()}
    >
      {translate('ra.action.export')}
    </Button>
  );
};
