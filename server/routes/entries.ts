/** One game-week entry with its picks and their points (ours: the entrant tables open it). */
import { findGameWeekEntry, unknownEntryMessage } from '../domain/entries';
import { notFound } from '../errors';
import type { HandlerMap } from './types';

export const entryHandlers: HandlerMap = {
  getGameWeekEntry: async ({ params }, { db }) => {
    const entry = await findGameWeekEntry(db, params.entryId);
    if (!entry) throw notFound(unknownEntryMessage(params.entryId));
    return { ok: true as const, entry };
  },
};
