import { type RaRecord, useTranslate } from 'react-admin';
import { auditTargetOf } from './auditTargets';

/**
 * The target in the operator's language: by the audit trail's own name for targets no screen declares (an image,
 * a game week's player row), else by its resource's name: "Payment #7", "การชำระเงิน #7".
 */
export const AuditTarget = ({ entry }: { entry: RaRecord }) => {
  const translate = useTranslate();
  const { resource } = auditTargetOf(entry.target_type);
  const resourceName = translate(`resources.${resource}.name`, { smart_count: 1, _: entry.target_type });
  const type = translate(`app.audit.targets.${entry.target_type}`, { _: resourceName });
  return <>{translate('app.audit_log.target', { type, id: entry.target_id })}</>;
};
