import { useState } from 'react';
import { lazyPart } from '../../../kit/lazyPart';

// the pitch view is fetched when a first team is opened, not with the entrant tables (issue 20)
const EntryPitchDialog = lazyPart(() => import('./EntryPitchDialog').then((m) => m.EntryPitchDialog));

/**
 * What a list needs to open an entrant's team: `open(entryId)` and the dialog element to render once.
 * Kept apart from the entrant tables so they only wire a click to it. The dialog is rendered from the first
 * opening on (so it closes with its transition), never before: its code comes only when wanted.
 */
export function useEntryPitch() {
  const [entryId, setEntryId] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  return {
    open: (id: number) => {
      setWanted(true);
      setEntryId(id);
    },
    dialog: wanted ? <EntryPitchDialog entryId={entryId} onClose={() => setEntryId(null)} /> : null,
  };
}
