/** Paging and ordering the demo's lists the way the server's queries do. */

/** Newest first by created_at, then by id (ISO instants compare as text). */
export const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;

/** One page of rows (page from 1), the page count (at least 1) and the total, as server/domain/paging.ts. */
export function demoPage<T>(rows: T[], query: { page?: number; limit?: number }, defaultLimit: number) {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  const start = (page - 1) * limit;
  return {
    rows: rows.slice(start, start + limit),
    page,
    limit,
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / limit)),
  };
}
