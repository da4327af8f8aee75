import { useState } from 'react';
import { EntryPitchDialog } from './EntryPitchDialog';

/**
 * What a list needs to open an entrant's team: `open(entryId)` and the dialog element to render once.
 * Kept apart from the entrant tables so they only wire a click to it.
 */
export function useEntryPitch() {
  const [entryId, setEntryId] = useState<number | null>(null);
  return {
    open: (id: number) => setEntryId(id),
    dialog: <EntryPitchDialog entryId={entryId} onClose={() => setEntryId(null)} />,
  };
}
