/** Members: one member, and get-all-user, which answers every member as the spec's call does unless a page is asked for. */
import { findMember, listMembers } from '../domain/members';
import type { HandlerMap } from './types';

export const userHandlers: HandlerMap = {
  getUser: async ({ params }, { db }) => ({ ok: true, user: await findMember(db, params.id) }),

  getAllUser: async ({ query }, { db, dialect }) => ({ ok: true, ...(await listMembers(db, dialect, query)) }),
};
