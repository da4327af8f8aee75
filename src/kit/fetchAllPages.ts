/** Page by page, as a route answers at most its `limit` (members: 100); capped, so a tab never holds a million rows. */
import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

export interface AllPages {
  rows: RaRecord[];
  total?: number;
}

export async function fetchAllPages(
  dataProvider: DataProvider,
  resource: string,
  query: { filter: Record<string, unknown>; sort: SortPayload },
  pageSize: number,
  cap: number,
): Promise<AllPages> {
  const rows: RaRecord[] = [];
  let total: number | undefined;
  for (let page = 1; rows.length < cap; page++) {
    const answer = await dataProvider.getList(resource, { ...query, pagination: { page, perPage: pageSize } });
    rows.push(...answer.data);
    total = answer.total ?? total;
    const lastPage = answer.data.length < pageSize || (total !== undefined && rows.length >= total);
    if (lastPage) break;
  }
  return { rows: rows.slice(0, cap), total };
}
