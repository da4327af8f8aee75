/**
 * Members: get-all-user answers every user without paging, or one page with it. q matches text anywhere in
 * name, username or phone (A-Z in any case; one or two characters: their start) or the id exactly; usernames are a first name in Latin letters
 * and digits (somchai1234), phones 08 and eight digits, names Thai.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

const ids = (answer: { data: { id: number }[] }) => answer.data.map((user) => user.id);

type Member = { name: string; username: string; phone: string };
/** Every member answered has a name, username or phone starting with `start` (A-Z in any case). */
const everyStartsWith = (answer: { data: Member[]; total: number }, start: string) => {
  expect(answer.total).toBeGreaterThan(0);
  for (const member of answer.data) {
    expect([member.name, member.username.toLowerCase(), member.phone].some((text) => text.startsWith(start))).toBe(
      true,
    );
  }
};

/** Every member answered has a name, username or phone holding `part` (A-Z in any case), and some only inside. */
const everyHolds = (answer: { data: Member[]; total: number }, part: string) => {
  expect(answer.total).toBeGreaterThan(0);
  const texts = (member: Member) => [member.name, member.username.toLowerCase(), member.phone];
  for (const member of answer.data) expect(texts(member).some((text) => text.includes(part))).toBe(true);
  expect(answer.data.some((member) => texts(member).every((text) => !text.startsWith(part)))).toBe(true);
};

export const userCases: ContractCase[] = [
  {
    name: 'answers one member by id, with the fields the members list shows',
    route: 'getUser',
    params: { id: 1 },
    status: 200,
    check: (answer) => {
      expect(Object.keys(answer.user).sort()).toEqual(['bank_account', 'bank_type', 'id', 'name', 'phone', 'username']);
      expect(answer.user.id).toBe(1);
    },
  },
  { name: 'answers 404 for a member that does not exist', route: 'getUser', params: { id: 999999 }, status: 404 },
  {
    name: "answers a member's entries with their game weeks, newest first",
    route: 'listMemberEntries',
    params: { id: 1 },
    status: 200,
    check: (answer) => {
      const entries = answer.data as { created_at: string; week_name: string; is_vip: boolean }[];
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => typeof entry.week_name === 'string' && typeof entry.is_vip === 'boolean')).toBe(
        true,
      );
      expect(entries.map((entry) => entry.created_at)).toEqual(
        entries.map((entry) => entry.created_at).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
      );
    },
  },
  {
    name: 'answers 404 for the entries of a member that does not exist',
    route: 'listMemberEntries',
    params: { id: 999999 },
    status: 404,
  },
  {
    name: 'answers every user, by id, without page or limit',
    route: 'getAllUser',
    status: 200,
    check: (answer) => {
      expect(answer.data).toHaveLength(answer.total);
      expect(answer.page).toBe(1);
      expect(ids(answer)).toEqual([...ids(answer)].sort((a, b) => a - b));
      expect(ids(answer)[0]).toBe(1);
    },
  },
  {
    name: 'answers one page with page and limit',
    route: 'getAllUser',
    query: { page: 2, limit: 10 },
    status: 200,
    check: (answer) => {
      expect(answer).toMatchObject({ page: 2, limit: 10 });
      expect(ids(answer)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    },
  },
  {
    name: 'sorts by id downwards',
    route: 'getAllUser',
    query: { sort: 'id', order: 'DESC', page: 1, limit: 3 },
    status: 200,
    check: (answer) => expect(ids(answer)).toEqual([answer.total, answer.total - 1, answer.total - 2]),
  },
  {
    name: 'searches by id (and the text columns)',
    route: 'getAllUser',
    query: { q: '1', page: 1, limit: 100 },
    status: 200,
    check: (answer) => expect(ids(answer)).toContain(1),
  },
  {
    name: 'matches the id exactly, not the ids and phones that hold its digits further on',
    route: 'getAllUser',
    query: { q: '8' },
    status: 200,
    // every phone is 08...: a search for text containing 8 would answer them all, and ids 18, 28...
    check: (answer) => expect(answer).toMatchObject({ total: 1, data: [{ id: 8 }] }),
  },
  {
    name: 'matches the start of a username in any case, for one or two characters',
    route: 'getAllUser',
    query: { q: 'So', page: 1, limit: 100 },
    status: 200,
    check: (answer) => everyStartsWith(answer, 'so'),
  },
  {
    name: 'matches the middle of a username in any case (omchai in somchai1234)',
    route: 'getAllUser',
    query: { q: 'OMCHAI', page: 1, limit: 100 },
    status: 200,
    check: (answer) => everyHolds(answer, 'omchai'),
  },
  {
    name: 'matches the start of a Thai name, for one or two characters',
    route: 'getAllUser',
    query: { q: 'สม', page: 1, limit: 100 },
    status: 200,
    check: (answer) => everyStartsWith(answer, 'สม'),
  },
  {
    name: 'matches the middle of a Thai name, which has no spaces between words (ชาย in สมชาย)',
    route: 'getAllUser',
    query: { q: 'ชาย', page: 1, limit: 100 },
    status: 200,
    check: (answer) => everyHolds(answer, 'ชาย'),
  },
  {
    name: 'matches the start of a phone, for one or two characters',
    route: 'getAllUser',
    query: { q: '08', page: 1, limit: 100 },
    status: 200,
    check: (answer) => everyStartsWith(answer, '08'),
  },
  {
    name: 'answers nothing for a search that matches no one',
    route: 'getAllUser',
    query: { q: 'no-such-member-zz' },
    status: 200,
    check: (answer) => expect(answer).toMatchObject({ data: [], total: 0 }),
  },
  { name: 'refuses an unknown sort field with 400', route: 'getAllUser', query: { sort: 'phone' }, status: 400 },
];
