/** The list export's pure parts: every page read at the route's page size up to a cap, and the CSV text. */
import type { DataProvider, GetListParams } from 'react-admin';
import { afterAll, describe, expect, it } from 'vitest';
import { GameWeek, Payment } from '../../contract';
import { i18nProvider } from '../../src/i18n';
import { csvChoiceText, csvHeader, csvOf } from '../../src/kit/csvExport';
import { fetchAllPages } from '../../src/kit/fetchAllPages';
import { type FieldSpec, objectFields } from '../../src/kit/fields';

/** A list of `count` rows served a page at a time, recording the pages asked for. */
function pagedList(count: number) {
  const asked: GetListParams['pagination'][] = [];
  const provider = {
    getList: async (_resource: string, params: GetListParams) => {
      const pagination = params.pagination ?? { page: 1, perPage: count };
      asked.push(pagination);
      const start = (pagination.page - 1) * pagination.perPage;
      const ids = Array.from({ length: Math.max(0, Math.min(pagination.perPage, count - start)) }, (_, i) => start + i);
      return { data: ids.map((id) => ({ id })), total: count };
    },
  } as unknown as DataProvider;
  return { provider, asked };
}

const query = { filter: {}, sort: { field: 'id', order: 'ASC' as const } };

describe('fetchAllPages', () => {
  it('reads every page at the given size until the total', async () => {
    const { provider, asked } = pagedList(250);
    const all = await fetchAllPages(provider, 'userdetail', query, 100, 10_000);
    expect(all.rows.map((row) => row.id)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(asked).toEqual([1, 2, 3].map((page) => ({ page, perPage: 100 })));
    expect(all.total).toBe(250);
  });

  it('stops at the cap', async () => {
    const { provider, asked } = pagedList(1_000);
    const all = await fetchAllPages(provider, 'userdetail', query, 100, 250);
    expect(all.rows).toHaveLength(250);
    expect(asked).toHaveLength(3);
    expect(all.total).toBe(1_000);
  });

  it('asks once for an empty list', async () => {
    const { provider, asked } = pagedList(0);
    expect((await fetchAllPages(provider, 'userdetail', query, 100, 10_000)).rows).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});

describe('csvOf', () => {
  const fields: FieldSpec[] = [
    { source: 'id', kind: 'integer', required: true, nullable: false },
    { source: 'name', kind: 'text', required: true, nullable: false },
    { source: 'qr_code', kind: 'image', required: true, nullable: false },
  ];

  it('heads the columns with their labels, leaves images out and quotes what needs it', () => {
    const csv = csvOf([{ id: 1, name: 'ทีม "A", บี', qr_code: 'data:...' }], fields, (field) => `label ${field.source}`);
    expect(csv).toBe('\uFEFFlabel id,label name\r\n1,"ทีม ""A"", บี"');
  });

  it('guards text a spreadsheet would run as a formula, and keeps numbers numbers', () => {
    const csv = csvOf([{ id: -5, name: '=1+1' }], fields, (field) => field.source);
    expect(csv.split('\r\n')[1]).toBe("-5,'=1+1");
  });
});

describe('the times a person reads, in the CSV', () => {
  const payment = {
    id: 7,
    value: 3,
    amount: 150,
    status: 'completed',
    user_id: 42,
    qr_code: 'data:image/png;base64,AAAA',
    reference_code: null,
    created_at: '2026-11-26T01:18:52Z',
    member_name: 'Somchai',
    member_phone: '0812345678',
  };
  const paymentCsv = (locale: 'th' | 'en') =>
    i18nProvider
      .changeLocale(locale)
      .then(() =>
        csvOf(
          [payment],
          objectFields(Payment),
          csvHeader('payment', i18nProvider.translate),
          csvChoiceText('payment', i18nProvider.translate),
        ),
      );
  afterAll(() => i18nProvider.changeLocale('th'));

  it('writes an instant as Bangkok wall time, YYYY-MM-DD HH:mm, and no Z anywhere', async () => {
    const csv = await paymentCsv('en');
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    const created = header.split(',').indexOf('Created (Bangkok time)');
    expect(row.split(',')[created]).toBe('2026-11-26 08:18');
    expect(csv).not.toMatch(/\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z/);
    expect(csv).not.toContain('T01:18');
    expect(header).toBe('ID,Tickets,Amount (baht),Status,User ID,Reference code,Created (Bangkok time),Member,Phone');
  });

  it("heads every column with the resource's label in the interface's language, the time's zone said", async () => {
    const [header] = (await paymentCsv('th')).replace('\uFEFF', '').split('\r\n');
    const labels = header.split(',');
    expect(labels).toContain(`${i18nProvider.translate('resources.payment.fields.created_at')} (เวลากรุงเทพฯ)`);
    for (const field of objectFields(Payment).filter((each) => each.kind !== 'image')) {
      expect(labels).not.toContain(field.source);
    }
  });

  it("writes a status by its label in the interface's language, never the stored word", async () => {
    const statusOf = async (locale: 'th' | 'en') => (await paymentCsv(locale)).split('\r\n')[1].split(',')[3];
    expect(await statusOf('th')).toBe('สำเร็จ');
    expect(await statusOf('en')).toBe('Completed');
  });

  it('writes a Bangkok wall-clock minute as it is, headed as Bangkok time too', async () => {
    await i18nProvider.changeLocale('en');
    const fields = objectFields(GameWeek).filter((field) => field.source === 'start_date');
    const csv = csvOf(
      [{ id: 1, start_date: '2026-02-28 23:59' }],
      fields,
      csvHeader('game-week', i18nProvider.translate),
    );
    expect(csv.replace('\uFEFF', '').split('\r\n')[1]).toBe('2026-02-28 23:59');
    expect(csv.replace('\uFEFF', '').split('\r\n')[0]).toBe('Starts (Bangkok time)');
  });
});
