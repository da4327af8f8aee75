/**
 * The audit log in Chromium against the real server (started as `npm start` does, with demo data): a payment
 * confirmed and a free ticket given through the API appear on /audit-log, reached from the side navigation,
 * each as a Thai sentence with its fields and stored JSON behind a details toggle, and no UTC instant anywhere;
 * the action and day filters narrow the list on the server.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBaht } from '../../src/format';
import { thAppMessages } from '../../src/i18n/appMessages.th';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';
import { E2E_ADMIN } from './support/server';

const thai = thAppMessages.resources;
/** A target as the list names it: the resource's Thai name and the id. */
const targetText = (resource: 'payment' | 'userdetail', id: number) => `${thai[resource].name} #${id}`;
/** A stored instant in UTC's ISO form: the audit view never shows one. */
const UTC_INSTANT = /\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z/;

/** Today in Bangkok as the screen writes it: dd/mm/yy with the Buddhist-era year. */
const bangkokTodayBE = () =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  }).format(new Date());

describe('the audit log in Chromium', () => {
  const session = browserSession({ page: { viewport: { width: 1440, height: 900 } }, signInAt: '/' });
  /** what the API calls below did */
  const done = { paymentId: 0, amount: 0, tickets: 0, freeTicketUserId: 0 };

  /** The API as an operator's other tools reach it: bearer token, JSON. */
  const api = async (method: string, path: string, token: string, body?: object) => {
    const response = await fetch(`${session.server.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        authorization: `Bearer ${token}`,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    expect(response.status, JSON.stringify(json)).toBe(200);
    return json;
  };

  beforeAll(async () => {
    const token = await session.server.signIn();
    const { pendingPayments } = await api('GET', '/admin/v1/payment-pending?page=1&limit=1', token);
    done.paymentId = pendingPayments[0].id;
    done.amount = pendingPayments[0].amount;
    done.tickets = pendingPayments[0].value;
    await api('PUT', `/admin/v1/payment/${done.paymentId}`, token, { status: 'completed' });
    done.freeTicketUserId = pendingPayments[0].user_id;
    await api('POST', '/admin/v1/generate-all-ticket-for-player', token, { user_id: done.freeTicketUserId });
  });

  /** The audit rows of the list (each holds a before/after table of its own). */
  const auditRows = () => session.page.locator('table.MuiTable-root >> nth=0').locator(':scope > tbody > tr');
  const rowOf = (target: string) => auditRows().filter({ hasText: target });

  it('reaches the audit log from the side navigation and says the confirmed payment in a Thai sentence', async () => {
    await session.page.locator('a[href="/audit-log"]').first().click();
    await session.page.waitForURL('**/audit-log');
    await expect
      .poll(() => session.page.getByRole('heading', { level: 1, name: 'บันทึกการทำรายการ' }).count(), SOON)
      .toBe(1);

    const payment = rowOf(targetText('payment', done.paymentId));
    await expect.poll(() => payment.count(), SOON).toBe(1);
    expect(await payment.getByText('ยืนยันการชำระเงิน', { exact: true }).count()).toBe(1);
    expect(await payment.getByText(E2E_ADMIN.username, { exact: true }).count()).toBeGreaterThan(0);
    const { status } = thai.payment.choices;
    expect(await payment.getByTestId('audit-sentence').textContent()).toBe(
      `${E2E_ADMIN.username} ยืนยันการชำระเงินรายการที่ ${done.paymentId} (${formatBaht(done.amount)}, ${done.tickets} ใบ): ` +
        `${thai.payment.fields.status} จาก ${status.pending} เป็น ${status.completed}`,
    );

    // the details: the status by its labels, the old value struck through, the new one inserted; the stored JSON
    await payment.getByRole('button', { name: 'รายละเอียด' }).click();
    await expect.poll(() => payment.locator('pre').count(), SOON).toBe(2);
    expect(await payment.locator('del').filter({ hasText: status.pending }).count()).toBe(1);
    expect(await payment.locator('ins').filter({ hasText: status.completed }).count()).toBe(1);
    expect(await payment.locator('pre').last().textContent()).toContain('"status": "completed"');
    expect(await payment.locator('pre').last().textContent()).toMatch(/"updated_at": "[^"]+\+07:00"/);
    expect(await session.page.locator('main').textContent()).not.toMatch(UTC_INSTANT);
    // the time in Bangkok with the Buddhist-era year
    expect(await payment.locator('td').first().textContent()).toMatch(
      new RegExp(`^${bangkokTodayBE().replaceAll('/', '\\/')} \\d{2}:\\d{2}$`),
    );

    // newest first: the free ticket was given after the payment was confirmed
    const targets = await auditRows().locator(':scope > td:nth-child(4)').allTextContents();
    expect(targets.indexOf(targetText('userdetail', done.freeTicketUserId))).toBeLessThan(
      targets.indexOf(targetText('payment', done.paymentId)),
    );
    await screenshot(session.page, 'audit-log');
  });

  it('narrows the list to one action on the server', async () => {
    await session.page.getByRole('combobox', { name: 'การทำรายการ' }).click();
    await session.page.getByRole('option', { name: 'แจกตั๋วฟรี' }).click();
    await expect.poll(() => rowOf(targetText('payment', done.paymentId)).count(), SOON).toBe(0);
    const free = rowOf(targetText('userdetail', done.freeTicketUserId));
    await expect.poll(() => free.count(), SOON).toBe(1);
    expect(await free.getByTestId('audit-sentence').textContent()).toMatch(
      new RegExp(`^${E2E_ADMIN.username} แจกตั๋วฟรีรหัส \\S+ ให้สมาชิกรหัส ${done.freeTicketUserId}$`),
    );
    expect(new URL(session.page.url()).searchParams.get('filter')).toContain('ticket.free');
    await screenshot(session.page, 'audit-log-free-tickets');
  });

  it('leaves out the rows outside the chosen days', async () => {
    // 1 January 2001, typed in the Buddhist era as a Thai operator does
    await session.page.getByRole('textbox', { name: 'ถึงวันที่ (เวลาไทย)' }).fill('01/01/2544');
    await expect.poll(() => session.page.getByText('ไม่พบรายการที่ตรงกับตัวกรอง').count(), SOON).toBe(1);
    expect(session.problems).toEqual([]);
  });
});
