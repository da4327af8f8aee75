/**
 * Every row of a list, up to a cap, read page by page at the largest page its route allows: an export must not ask
 * the server for more than it answers (members: 100 a page), nor hold a million rows in a browser tab.
 */
import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

export interface AllPages {
  rows: RaRecord[];
  /** the list's total, when the answer gave one */
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
