/** One game-week entry with its picks and their points, and one member's entries (ours: the entrant tables and the member's page). */
import { findGameWeekEntry, memberEntries, unknownEntryMessage } from '../domain/entries';
import { notFound } from '../errors';
import type { HandlerMap } from './types';

export const entryHandlers: HandlerMap = {
  getGameWeekEntry: async ({ params }, { db }) => {
    const entry = await findGameWeekEntry(db, params.entryId);
    if (!entry) throw notFound(unknownEntryMessage(params.entryId));
    return { ok: true as const, entry };
  },

  listMemberEntries: async ({ params }, { db }) => {
    const member = await db.selectFrom('users').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!member) throw notFound(`No member with id ${params.id}`);
    return { ok: true as const, data: await memberEntries(db, params.id) };
  },
};
