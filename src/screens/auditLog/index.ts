import HistoryIcon from '@mui/icons-material/History';
import { createElement } from 'react';
import { AuditEntry } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { AuditChange } from './AuditChange';
import { AuditTarget } from './AuditTarget';

/** Fewer than the server's default of 50, as each row carries its own sentence and details. */
export const AUDIT_LOG_PER_PAGE = 20;

export const auditLogResource = defineResource({
  name: 'audit-log',
  record: AuditEntry,
  icon: HistoryIcon,
  menu: { label: 'menu.audit_log', order: 8 },
  fields: {
    target_type: { render: (entry) => createElement(AuditTarget, { entry }) },
    before: { render: (entry) => createElement(AuditChange, { entry }) },
  },
  list: {
    title: 'app.audit_log.title',
    columns: ['created_at', 'admin_username', 'action', 'target_type', 'before'],
    perPage: AUDIT_LOG_PER_PAGE,
    queryFilters: { action: 'select', admin: 'text', from: 'date', to: 'date' },
    empty: 'app.audit_log.none',
  },
});

export { AuditChange } from './AuditChange';
export { AuditDiff } from './AuditDiff';
export { AuditTarget } from './AuditTarget';
export { auditDiff, type DiffRow } from './auditDiff';
export { auditJson } from './auditJson';
export { type AuditedChange, auditSentence } from './auditSentence';
export { auditFieldOf, auditTargetOf, canonicalKey, isInstantText } from './auditTargets';
export { auditFieldLabel, auditValueText } from './auditWording';
