import { type RaRecord, useTranslate } from 'react-admin';

export const AuditTarget = ({ entry }: { entry: RaRecord }) => {
  const translate = useTranslate();
  return <>{translate('app.audit_log.target', { type: entry.target_type, id: entry.target_id })}</>;
};
