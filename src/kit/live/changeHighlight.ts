/**
 * A changed record's background: a tint that fades away, or, for an operator who asked the system for less
 * motion, the same tint held still until the change lapses.
 */
import { keyframes } from '@emotion/react';
import type { RaRecord } from 'react-admin';
import { HIGHLIGHT_MS, type RecentChange, type RecentChanges, useRecentChanges } from './recentChanges';

const fade = { from: { backgroundColor: 'var(--changed-tint)' }, to: { backgroundColor: 'transparent' } };
// two names for one fade: a record changed again swaps them, and only a new animation name starts it over
const fades = [keyframes(fade), keyframes(fade)] as const;

/** MUI's light warning amber, see-through: the text on it keeps its contrast */
const CHANGED_TINT = 'rgba(255, 183, 77, 0.45)';

export function changedSx(change: RecentChange | undefined) {
  if (!change) return {};
  return {
    '--changed-tint': CHANGED_TINT,
    animation: `${fades[change.serial % 2]} ${HIGHLIGHT_MS}ms ease-in`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', backgroundColor: 'var(--changed-tint)' },
  };
}

export const changeOf = (changes: RecentChanges, record: RaRecord | undefined) =>
  record ? changes.get(String(record.id)) : undefined;

/** For a list's rows: the style of each record by its latest change. */
export function useChangedRowSx(resource: string) {
  const changes = useRecentChanges(resource);
  return (record: RaRecord) => changedSx(changeOf(changes, record));
}
