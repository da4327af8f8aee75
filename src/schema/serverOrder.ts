/** No sort field: the list in the server's own order (newest first, or the spec's), which react-admin passes on as is. */
export const SERVER_ORDER = { field: '', order: 'ASC' as const };
