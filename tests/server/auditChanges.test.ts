/** Every audited write is live: the stream derives its events from the audit action, so none may be left out. */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, CHANGE_RESOURCES } from '../../contract';
import { changesOfAudit, liveAuditActions } from '../../server/domain/auditChanges';

describe('the changes of an audited write', () => {
  it('are declared for every audit action, own and REST', () => {
    expect(liveAuditActions()).toEqual([...AUDIT_ACTIONS]);
  });

  it('name only resources the SPA knows, and who wrote them', () => {
    for (const action of AUDIT_ACTIONS) {
      for (const event of changesOfAudit(action, 7, { id: 3, username: 'somchai' })) {
        expect(CHANGE_RESOURCES).toContain(event.resource);
        expect(event.by).toEqual({ id: 3, name: 'somchai' });
      }
    }
  });

  it('name the record a write targeted where it is the one the resource lists', () => {
    expect(changesOfAudit('payment.confirm', 12, null)).toEqual([
      { resource: 'payment', ids: [12], action: 'updated' },
      { resource: 'ticket', ids: [], action: 'created' },
    ]);
    expect(changesOfAudit('admin.create', 5, null)).toEqual([{ resource: 'admins', ids: [5], action: 'created' }]);
    expect(changesOfAudit('admin.password_reset', 5, null)).toEqual([
      { resource: 'admins', ids: [5], action: 'updated' },
    ]);
  });
});
