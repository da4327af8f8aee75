import { useState } from 'react';
import { lazyPart } from '../../../kit/lazyPart';

const EntryPitchDialog = lazyPart(() => import('./EntryPitchDialog').then((m) => m.EntryPitchDialog));

/** Rendered from the first opening on (its code comes only when wanted), then kept for its closing transition. */
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
