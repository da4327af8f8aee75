import { useGetList } from 'react-admin';

/** Every record of a resource whose route answers them all at once: one page, in the server's order. */
export const EVERY_RECORD = { pagination: { page: 1, perPage: 1000 }, sort: { field: '', order: 'ASC' as const } };

/**
 * A screen's season readers (its filter, each row's label, a form's current season) mount at different moments;
 * each would ask again for an answer only just received. Saves and live updates still ask again at once.
 */
const SEASONS_FRESH_MS = 60_000;

/** Every season, newest first as the server lists them, under one query every reader shares. */
export const useAllSeasons = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useGetList('season', EVERY_RECORD, { enabled, staleTime: SEASONS_FRESH_MS });
