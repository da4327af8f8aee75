/**
 * The audit-log screen in jsdom, against the demo's handlers (msw/node) through the real dataProvider map,
 * and the pure diff it shows before/after with.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../contract';
import { i18nProvider } from '../../src/i18n';
import { enAppMessages } from '../../src/i18n/appMessages.en';
import { thAppMessages } from '../../src/i18n/appMessages.th';
import { GeneratedList } from '../../src/kit/GeneratedList';
import {
  AuditDiff,
  AuditTarget,
  auditDiff,
  auditFieldOf,
  auditLogResource,
  auditTargetOf,
  auditValueText,
  isInstantText,
} from '../../src/screens/auditLog';
import type { DemoStore } from './support/demoWorld';
import { renderInAdmin, setUpDemoWorld } from './support/demoWorld';

describe('the before/after diff', () => {
  it('lists every field once, before order first, marking only the fields whose value changed', () => {
    const rows = auditDiff(
      { status: 'pending', reference_code: null, value: 3 },
      { status: 'completed', reference_code: 'REF-1', value: 3, tickets_issued: ['A', 'B'] },
    );
    expect(rows.map((row) => [row.key, row.changed])).toEqual([
      ['status', true],
      ['reference_code', true],
      ['value', false],
      ['tickets_issued', true],
    ]);
    expect(rows[3]).toMatchObject({ inBefore: false, inAfter: true, after: ['A', 'B'] });
  });

  it('counts every field of a created thing (no before) or a deleted one (no after) as changed', () => {
    expect(auditDiff(null, { name: 'FC' })).toEqual([
      { key: 'name', before: undefined, after: 'FC', inBefore: false, inAfter: true, changed: true },
    ]);
    expect(auditDiff({ name: 'FC' }, null).map((row) => [row.key, row.inAfter, row.changed])).toEqual([
      ['name', false, true],
    ]);
  });

  it('compares nested values as a whole and treats plain values as one unnamed field', () => {
    expect(auditDiff({ picks: [1, 2] }, { picks: [1, 2] })[0].changed).toBe(false);
    expect(auditDiff({ picks: [1, 2] }, { picks: [2, 1] })[0].changed).toBe(true);
    expect(auditDiff(1, 2)).toEqual([{ key: '', before: 1, after: 2, inBefore: true, inAfter: true, changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('writes a value the record does not declare as short text, a list as its items', () => {
    const wording = { translate: (key: string) => key, language: 'en' as const };
    const field = auditFieldOf(auditTargetOf('payment'), 'tickets_issued', null);
    expect([null, 'REF-1', 12.5, ['A', 'B'], { a: 1 }].map((value) => auditValueText(wording, field, value))).toEqual([
      '-',
      'REF-1',
      '12.5',
      'A, B',
      '{"a":1}',
    ]);
  });
});

describe('the action labels', () => {
  const labelOf = (messages: typeof enAppMessages, action: string) =>
    action
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part],
        messages.resources['audit-log'].choices.action,
      );

  it.each(AUDIT_ACTIONS)('%s has a label in English and Thai', (action) => {
    expect(typeof labelOf(enAppMessages, action)).toBe('string');
    expect(typeof labelOf(thAppMessages, action)).toBe('string');
  });
});

describe('the audit-log screen', () => {
  let store: DemoStore;
  setUpDemoWorld({ users: 3, payments: 3, entriesPerGameWeek: 1, anchorDate: '2025-01-05' }, (fresh) => {
    store = fresh;
    store.data.audit_log.push(
      {
        id: 1,
        admin_id: 1,
        admin_username: 'admin',
        action: 'payment.confirm',
        target_type: 'payment',
        target_id: '7',
        before_json: JSON.stringify({ status: 'pending', value: 2 }),
        after_json: JSON.stringify({ status: 'completed', value: 2 }),
        created_at: '2025-01-05T07:30:00.000Z',
      },
      {
        id: 2,
        admin_id: 2,
        admin_username: 'malee',
        action: 'team.close',
        target_type: 'team',
        target_id: '3',
        before_json: JSON.stringify({ is_close: 0 }),
        after_json: JSON.stringify({ is_close: 1 }),
        created_at: '2025-01-06T01:00:00.000Z',
      },
    );
  });

  const renderList = () => renderInAdmin(<GeneratedList declaration={auditLogResource} />);

  /** The audit rows of the main table (each row holds a diff table of its own). */
  const auditRows = () =>
    screen.getAllByRole('row').filter((row) => row.closest('table')?.closest('td') === null && row.closest('tbody'));

  it('shows the rows newest first with Bangkok times (Western years in English) and each change as a sentence', async () => {
    renderList();
    await waitFor(() => expect(screen.getByText('Team closed')).toBeTruthy());
    const [newest, older] = auditRows();
    expect(within(newest).getByText('06/01/2025 08:00')).toBeTruthy();
    expect(within(newest).getByText('malee')).toBeTruthy();
    expect(within(newest).getByText('Team #3')).toBeTruthy();
    expect(within(newest).getByTestId('audit-sentence').textContent).toBe('malee closed team 3: closed Open → Closed');
    expect(within(older).getByText('Payment confirmed')).toBeTruthy();
    expect(within(older).getByText('05/01/2025 14:30')).toBeTruthy();
    expect(within(older).getByTestId('audit-sentence').textContent).toBe(
      'admin confirmed payment 7: status Pending → Completed',
    );
  });

  it('keeps the fields and the stored JSON behind the details toggle, labelled and formatted', async () => {
    renderList();
    await waitFor(() => expect(screen.getByText('Payment confirmed')).toBeTruthy());
    const older = auditRows()[1];
    expect(within(older).queryByRole('rowheader', { name: 'Status' })).toBeNull();
    const toggle = within(older).getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(within(older).getByRole('rowheader', { name: 'Status' })).toBeTruthy());
    expect(within(older).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    // the changed field: old value deleted, new one inserted, by their choice labels; the unchanged field plain
    expect(within(older).getByText('Pending').tagName).toBe('DEL');
    expect(within(older).getByText('Completed').tagName).toBe('INS');
    const unchanged = within(older).getByRole('rowheader', { name: 'Tickets' }).closest('tr') as HTMLElement;
    expect(unchanged.getAttribute('data-changed')).toBe('false');
    expect(unchanged.querySelector('ins, del')).toBeNull();
    expect(older.querySelector('pre')?.textContent).toContain('"status": "pending"');
  });

  it("narrows the list to one admin's rows through the server's filter", async () => {
    renderList();
    await waitFor(() => expect(screen.getByText('Team closed')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Admin username (exact)'), { target: { value: 'admin' } });
    await waitFor(() => expect(screen.queryByText('Team closed')).toBeNull());
    expect(screen.getByText('Payment confirmed')).toBeTruthy();
  });

  it('says there are no entries yet when no filter is set, and nothing matches with a Clear when one is', async () => {
    store.data.audit_log = [];
    renderList();
    await screen.findByText('No audit entries yet');
    expect(screen.queryByText('Nothing matches these filters')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Admin username (exact)'), { target: { value: 'nobody' } });
    await screen.findByText('Nothing matches these filters');
    expect(screen.queryByText('No audit entries yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('No audit entries yet');
  });

  it("shows an instant in Bangkok time with the interface's date format, never as a UTC instant", () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <AuditDiff
          targetType="payment"
          before={{ confirmed_at: null }}
          after={{ confirmed_at: '2026-11-26T01:18:52.000Z' }}
        />
      </AdminContext>,
    );
    const shown = screen.getByRole('rowheader', { name: 'confirmed at' }).closest('tr') as HTMLElement;
    expect(shown.textContent).toContain('26/11/2026 08:18');
    expect(shown.textContent).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    expect(isInstantText('2026-11-26T01:18:52Z')).toBe(true);
    expect(isInstantText('2026-11-26 08:18')).toBe(false);
  });

  it("names a target no screen declares by the audit trail's own words, any other by its resource", () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ul>
          <li>
            <AuditTarget entry={{ id: 1, target_type: 'image', target_id: 'a1b2' }} />
          </li>
          <li>
            <AuditTarget entry={{ id: 2, target_type: 'team_vs', target_id: '9' }} />
          </li>
        </ul>
      </AdminContext>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Image #a1b2', 'Matchup #9']);
  });

  it('renders a row without details as such', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <AuditDiff targetType="payment" before={null} after={null} />
      </AdminContext>,
    );
    expect(screen.getByText('No details recorded')).toBeTruthy();
  });
});
