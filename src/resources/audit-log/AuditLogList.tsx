import { Box, Stack, Typography } from '@mui/material';
import { DataTable, List, type RaRecord, useTranslate } from 'react-admin';
import type { ResourceName } from '../../dataProvider';
import { formatThaiDateTime } from '../../format';
import { ListPageNumbers } from '../shared/ListPageNumbers';
import { AuditDiff } from './AuditDiff';
import { actionLabelKey, auditLogFilters } from './auditLogFilters';

/** The dataProvider map's key: the list calls getList('auditLog', ...). */
export const AUDIT_LOG_RESOURCE = 'auditLog' satisfies ResourceName;

/** Rows a page: each row carries its own before/after table, so fewer than the server's default of 50. */
export const AUDIT_LOG_PER_PAGE = 20;

const ActionLabel = ({ action }: { action: string }) => {
  const translate = useTranslate();
  return (
    <Box component="span" title={action}>
      {translate(actionLabelKey(action), { _: action })}
    </Box>
  );
};

/**
 * The audit log (ours): who did what to which thing and when, newest first, paged and filtered on the
 * server (the order is the server's: no column sorts). Times are Bangkok time with Buddhist-era years.
 */
export const AuditLogList = () => {
  const translate = useTranslate();
  const title = translate('app.audit_log.title');
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <List
        resource={AUDIT_LOG_RESOURCE}
        title={title}
        filters={auditLogFilters}
        actions={false}
        exporter={false}
        empty={false}
        perPage={AUDIT_LOG_PER_PAGE}
        pagination={
          <Box sx={{ p: 1 }}>
            <ListPageNumbers />
          </Box>
        }
      >
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          size="small"
          empty={<Box sx={{ p: 2 }}>{translate('app.audit_log.none')}</Box>}
        >
          <DataTable.Col
            source="created_at"
            disableSort
            render={(row: RaRecord) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatThaiDateTime(row.created_at)}</Box>}
          />
          <DataTable.Col source="admin_username" disableSort />
          <DataTable.Col source="action" disableSort render={(row: RaRecord) => <ActionLabel action={row.action} />} />
          <DataTable.Col
            source="target"
            disableSort
            render={(row: RaRecord) => translate('app.audit_log.target', { type: row.target_type, id: row.target_id })}
          />
          <DataTable.Col
            source="change"
            disableSort
            render={(row: RaRecord) => <AuditDiff before={row.before} after={row.after} />}
          />
        </DataTable>
      </List>
    </Stack>
  );
};
