import { type RaRecord, useTranslate } from 'react-admin';
import { auditTargetOf } from './auditTargets';

/** The target by its resource's name in the operator's language: "Payment #7", "การชำระเงิน #7". */
export const AuditTarget = ({ entry }: { entry: RaRecord }) => {
  const translate = useTranslate();
  const { resource } = auditTargetOf(entry.target_type);
  const type = translate(`resources.${resource}.name`, { smart_count: 1, _: entry.target_type });
  return <>{translate('app.audit_log.target', { type, id: entry.target_id })}</>;
};
