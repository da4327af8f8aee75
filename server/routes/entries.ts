import { findGameWeekEntry, memberEntries, unknownEntryMessage } from '../domain/entries';
import { findMember } from '../domain/members';
import { notFound } from '../errors';
import type { HandlerMap } from './types';

export const entryHandlers: HandlerMap = {
  getGameWeekEntry: async ({ params }, { db }) => {
    const entry = await findGameWeekEntry(db, params.entryId);
    if (!entry) throw notFound(unknownEntryMessage(params.entryId), 'entry.not_found', { id: params.entryId });
    return { ok: true as const, entry };
  },

  listMemberEntries: async ({ params }, { db }) => {
    await findMember(db, params.id);
    return { ok: true as const, data: await memberEntries(db, params.id) };
  },
};
