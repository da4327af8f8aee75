/**
 * The demo's audit log, on the in-memory store's audit_log rows (the demo's own changes append to them,
 * see recordDemoAudit in teams.ts), with the server's rules from server/domain/auditLogRules.ts (pure):
 * newest first, Bangkok days, the same 400 messages. The query's shape was checked against the contract
 * before the handler runs (an unknown action or a malformed date never gets here).
 */
import { AUDIT_PAGE } from '../../contract';
import { bangkokDayRange, newestFirst, toAuditEntry } from '../../server/domain/auditLogRules';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';

export const auditLogHandlers: DemoHandlerMap = {
  listAuditLog: ({ query }, store) => {
    const days = bangkokDayRange({ from: query.from, to: query.to });
    if (!days.ok) throw new DemoError(400, days.error);
    const { since, until } = days.range;
    const admin = query.admin?.trim() || undefined;
    const matching = store.data.audit_log
      .filter(
        (row) =>
          (query.action === undefined || row.action === query.action) &&
          (admin === undefined || row.admin_username === admin) &&
          (since === undefined || row.created_at >= since) &&
          (until === undefined || row.created_at < until),
      )
      .sort(newestFirst);
    const page = query.page ?? 1;
    const limit = query.limit ?? AUDIT_PAGE.limit;
    const data = matching.slice((page - 1) * limit, page * limit).map(toAuditEntry);
    return { ok: true, data, page, limit, total: matching.length };
  },
};
