/** The list export's pure parts: every page read at the route's page size up to a cap, and the CSV text. */
import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { csvOf } from '../../src/kit/csvExport';
import { fetchAllPages } from '../../src/kit/fetchAllPages';
import type { FieldSpec } from '../../src/kit/fields';

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
