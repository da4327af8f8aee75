/**
 * The audit-log resource, declared in one place: its name in the dataProvider map (src/dataProvider/resources.ts),
 * its URL, its list screen and its side-navigation entry. src/App.tsx routes the URL to the list and
 * src/layout/navigation.tsx links to it; nothing else knows about the resource.
 */
import HistoryIcon from '@mui/icons-material/History';
import { AUDIT_LOG_RESOURCE, AuditLogList } from './AuditLogList';

export const auditLogResource = {
  name: AUDIT_LOG_RESOURCE,
  /** the screen's URL (kebab-case like the API path); see CONTRIBUTING.md for why it is not react-admin's /auditLog */
  path: '/audit-log',
  list: AuditLogList,
  icon: HistoryIcon,
  /** i18n key of the side-navigation label */
  menuLabel: 'menu.audit_log',
} as const;

export { AuditDiff } from './AuditDiff';
export { AUDIT_LOG_PER_PAGE, AUDIT_LOG_RESOURCE, AuditLogList } from './AuditLogList';
export { auditDiff, auditValueText, type DiffRow } from './auditDiff';
