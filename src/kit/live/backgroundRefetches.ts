/**
 * The queries a change made elsewhere is refetching while their data stays on screen. Covering that data with
 * the loading overlay would hide what the operator is reading for a refresh they did not ask for, so the overlay
 * leaves these out; the app bar's spinner still turns.
 */
import type { Query } from '@tanstack/react-query';

const refetching = new Set<Query>();

export const isBackgroundRefetch = (query: Query): boolean => refetching.has(query);

/** Marks the queries that already show data for as long as `refetch` runs. */
export async function inBackground(shown: readonly Query[], refetch: () => Promise<unknown>): Promise<void> {
  const marked = shown.filter((query) => query.state.data !== undefined);
  for (const query of marked) refetching.add(query);
  try {
    await refetch();
  } finally {
    for (const query of marked) refetching.delete(query);
  }
}
