/** The audit log; the schema has refused an unknown action or a malformed date, the days' order is checked here. */
import { AUDIT_PAGE } from '../../contract';
import { listAuditLog } from '../domain/auditLog';
import { bangkokDayRange } from '../domain/auditLogRules';
import { pageWindow } from '../domain/paging';
import { ApiError, invalidField } from '../errors';
import type { HandlerMap } from './types';

/** A target id alone names nothing (ids repeat across types): it narrows only with its type. */
function targetOf(query: { target_type?: string; target_id?: string }) {
  const type = query.target_type?.trim();
  if (!type) {
    if (query.target_id !== undefined)
      throw invalidField('Invalid target_id: give target_type with it', 'target_id', 'audit.target_id_without_type');
    return undefined;
  }
  return { type, id: query.target_id?.trim() || undefined };
}

export const auditLogHandlers: HandlerMap = {
  listAuditLog: async ({ query }, { db }) => {
    const days = bangkokDayRange({ from: query.from, to: query.to });
    if (!days.ok) {
      const { field, error, code, params } = days;
      throw new ApiError(400, error, code, params, { fields: [{ field, code, params }] });
    }
    const admin = query.admin?.trim();
    const { page, limit, offset } = pageWindow(query, AUDIT_PAGE.limit);
    const { rows, total } = await listAuditLog(
      db,
      { action: query.action, admin: admin || undefined, target: targetOf(query), ...days.range },
      { limit, offset },
    );
    return { ok: true, data: rows, page, limit, total };
  },
};
