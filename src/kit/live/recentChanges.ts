/**
 * The records the change stream named in the last moments, per resource, so a list can mark the rows that
 * changed under the operator's eyes and a dialog can tell that its record moved. Each entry lapses on its own.
 */
import { useSyncExternalStore } from 'react';
import type { ChangeEvent } from '../../../contract/changes';

/** How long a changed row stays marked; its background fades over this time. */
export const HIGHLIGHT_MS = 3_000;

export interface RecentChange {
  action: ChangeEvent['action'];
  by: ChangeEvent['by'];
  /** increases with every change taken in, so a second change of the same record is told from the first */
  serial: number;
}

/** By record id, as text: react-admin's ids and the event's may differ in type. */
export type RecentChanges = ReadonlyMap<string, RecentChange>;

const NONE: RecentChanges = new Map();

type Listener = () => void;

/** Each resource's map is replaced, never changed in place, so a snapshot compares by identity. */
const byResource = new Map<string, RecentChanges>();
const listeners = new Set<Listener>();
let serial = 0;

const announce = () => {
  for (const listener of listeners) listener();
};

export function rememberChange(change: ChangeEvent, lapseMs = HIGHLIGHT_MS): void {
  if (change.ids.length === 0) return;
  serial += 1;
  const entry: RecentChange = { action: change.action, by: change.by, serial };
  const ids = change.ids.map(String);
  const next = new Map(byResource.get(change.resource));
  for (const id of ids) next.set(id, entry);
  byResource.set(change.resource, next);
  announce();
  setTimeout(() => {
    const current = byResource.get(change.resource);
    const stale = ids.filter((id) => current?.get(id) === entry);
    if (!current || stale.length === 0) return;
    const kept = new Map(current);
    for (const id of stale) kept.delete(id);
    byResource.set(change.resource, kept);
    announce();
  }, lapseMs);
}

export function recentChangesOf(resource: string): RecentChanges {
  return byResource.get(resource) ?? NONE;
}

export function forgetRecentChanges(): void {
  byResource.clear();
  announce();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** One resource's recent changes, re-rendering when they change. */
export function useRecentChanges(resource: string): RecentChanges {
  return useSyncExternalStore(
    subscribe,
    () => recentChangesOf(resource),
    () => NONE,
  );
}
