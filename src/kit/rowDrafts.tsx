/**
 * Texts typed into a list's cells and not yet saved, by record and field, held above the list: react-admin's
 * DataTable renders each cell on its own, so a row's cells and its buttons share their draft through this (the
 * game-week rows' reward and Save reward, a fixture's scores and order). A cell without a draft shows the
 * record's value, so dropping a draft after a save (or a failed one) shows what the server holds.
 */
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { RaRecord } from 'react-admin';

type Texts = Record<string, string>;

interface RowDrafts {
  texts: Record<string, Texts>;
  /** the field of each row whose text was refused, marked until it is typed again */
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

/** A saved value as a cell's text (null shows as empty). */
export const savedText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function useRowDraft(record: RaRecord) {
  const context = useContext(RowDraftsContext);
  if (!context) throw new Error('useRowDraft needs a RowDraftsProvider above the list');
  const own = context.texts[record.id] ?? {};
  return {
    text: (field: string) => own[field] ?? savedText(record[field]),
    /** the field typed differently from what the record holds */
    changed: (field: string) => own[field] !== undefined && own[field].trim() !== savedText(record[field]),
    isRefused: (field: string) => context.refused[record.id] === field,
    type: (field: string, text: string) => context.type(record.id, field, text),
    refuse: (field: string) => context.refuse(record.id, field),
    drop: (fields?: string[]) => context.drop(record.id, fields),
  };
}
