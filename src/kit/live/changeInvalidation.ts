/**
 * What a change makes stale in react-query's cache. react-admin keys its queries `[resource, method, params]`;
 * a custom screen's query whose key starts with its own name says which resources it shows. A change after a quiet
 * moment is refetched at once; those that follow it within the moment (a burst of confirmations) are gathered
 * and refetched together when it ends. A refetch keeps the data shown, so the page, filters and scroll stay.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CHANGE_RESOURCES, type ChangeResource } from '../../../contract/changes';
import { inBackground } from './backgroundRefetches';

/** A custom query's first key part -> the resources whose changes it shows. */
export type DependentQueries = Readonly<Record<string, readonly ChangeResource[]>>;

export const GATHER_MS = 50;

export interface ChangeInvalidation {
  resourceChanged: (resource: ChangeResource) => void;
  everythingChanged: () => void;
  /** drops what is still gathered */
  stop: () => void;
}

export function changeInvalidation(
  queryClient: QueryClient,
  dependents: DependentQueries,
  gatherMs = GATHER_MS,
): ChangeInvalidation {
  const everyKey = new Set<unknown>([...CHANGE_RESOURCES, ...Object.keys(dependents)]);
  const keysOf = (resource: ChangeResource) => [
    resource,
    ...Object.entries(dependents)
      .filter(([, resources]) => resources.includes(resource))
      .map(([key]) => key),
  ];

  let gathered = new Set<unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const invalidate = (keys: ReadonlySet<unknown>) => {
    const predicate = (query: { queryKey: readonly unknown[] }) => keys.has(query.queryKey[0]);
    const shown = queryClient.getQueryCache().findAll({ predicate });
    void inBackground(shown, () => queryClient.invalidateQueries({ predicate })).catch(() => undefined);
    timer = setTimeout(endOfMoment, gatherMs);
  };

  function endOfMoment() {
    timer = undefined;
    const keys = gathered;
    gathered = new Set();
    if (keys.size > 0) invalidate(keys);
  }

  const gather = (keys: Iterable<unknown>) => {
    if (timer === undefined) invalidate(new Set(keys));
    else for (const key of keys) gathered.add(key);
  };

  return {
    resourceChanged: (resource) => gather(keysOf(resource)),
    everythingChanged: () => gather(everyKey),
    stop() {
      clearTimeout(timer);
      timer = undefined;
      gathered = new Set();
    },
  };
}
