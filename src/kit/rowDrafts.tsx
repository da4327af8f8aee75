/**
 * Unsaved cell texts, held above the list because DataTable renders each cell on its own and a row's buttons need
 * its cells' drafts. A cell without a draft shows the record, so dropping a draft shows what the server holds.
 */
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { RaRecord } from 'react-admin';

type Texts = Record<string, string>;

interface RowDrafts {
  texts: Record<string, Texts>;
  /** marked until the field is typed again */
  refused: Record<string, string | undefined>;
  type: (id: RaRecord['id'], field: string, text: string) => void;
  refuse: (id: RaRecord['id'], field: string) => void;
  drop: (id: RaRecord['id'], fields?: string[]) => void;
}

const RowDraftsContext = createContext<RowDrafts | null>(null);

const without = <T,>(map: Record<string, T>, key: string) => {
  const { [key]: _dropped, ...kept } = map;
  return kept;
};

export const RowDraftsProvider = ({ children }: { children: ReactNode }) => {
  const [texts, setTexts] = useState<Record<string, Texts>>({});
  const [refused, setRefused] = useState<Record<string, string | undefined>>({});
  const value: RowDrafts = {
    texts,
    refused,
    type: (id, field, text) => {
      setTexts((current) => ({ ...current, [id]: { ...current[id], [field]: text } }));
      setRefused((current) => without(current, String(id)));
    },
    refuse: (id, field) => setRefused((current) => ({ ...current, [id]: field })),
    drop: (id, fields) =>
      setTexts((current) => {
        if (!fields) return without(current, String(id));
        const kept = Object.fromEntries(Object.entries(current[id] ?? {}).filter(([field]) => !fields.includes(field)));
        return { ...current, [id]: kept };
      }),
  };
  return <RowDraftsContext.Provider value={value}>{children}</RowDraftsContext.Provider>;
};

export const savedText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function useRowDraft(record: RaRecord) {
  const context = useContext(RowDraftsContext);
  if (!context) throw new Error('useRowDraft needs a RowDraftsProvider above the list');
  const own = context.texts[record.id] ?? {};
  return {
    text: (field: string) => own[field] ?? savedText(record[field]),
    changed: (field: string) => own[field] !== undefined && own[field].trim() !== savedText(record[field]),
    isRefused: (field: string) => context.refused[record.id] === field,
    type: (field: string, text: string) => context.type(record.id, field, text),
    refuse: (field: string) => context.refuse(record.id, field),
    drop: (fields?: string[]) => context.drop(record.id, fields),
  };
}
