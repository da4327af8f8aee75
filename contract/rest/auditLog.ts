/** The audit log's read-only REST form, beside its /admin/v1 route (contract/audit.ts). */
import { AuditEntry } from '../audit';
import { defineRestResource } from './define';

export const auditLogRest = defineRestResource({
  name: 'audit-log',
  singular: 'audit entry',
  area: 'money',
  record: AuditEntry,
  table: 'audit_log',
  columns: { before: { column: 'before_json', json: true }, after: { column: 'after_json', json: true } },
  ordering: { field: 'created_at', order: 'DESC' },
  sortable: ['created_at', 'action', 'admin_username', 'target_type'],
  filters: {
    action: 'equals',
    admin_id: 'equals',
    admin_username: 'equals',
    target_type: 'equals',
    target_id: 'equals',
    created_at: 'range',
  },
  search: ['admin_username', 'target_type', 'target_id'],
});
