/** The contract's page/limit, turned into offset/limit and a page count. */
export interface PageRequest {
  page?: number;
  limit?: number;
}

export function pageWindow(request: PageRequest, defaultLimit: number) {
  const limit = request.limit ?? defaultLimit;
  const page = request.page ?? 1;
  return { page, limit, offset: (page - 1) * limit };
}

export const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
