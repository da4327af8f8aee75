/**
 * What a change makes stale in react-query's cache. react-admin keys its queries `[resource, method, params]`;
 * a custom screen's query whose key starts with its own name says which resources it shows. Changes that arrive
 * together (a burst of confirmations) are gathered for a moment and refetched once, in place: a refetch keeps
 * the data shown, so the page, filters and scroll stay.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CHANGE_RESOURCES, type ChangeResource } from '../../../contract/changes';

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

  const flush = () => {
    timer = undefined;
    const keys = gathered;
    gathered = new Set();
    if (keys.size === 0) return;
    void queryClient.invalidateQueries({ predicate: (query) => keys.has(query.queryKey[0]) });
  };

  const gather = (keys: Iterable<unknown>) => {
    for (const key of keys) gathered.add(key);
    timer ??= setTimeout(flush, gatherMs);
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
