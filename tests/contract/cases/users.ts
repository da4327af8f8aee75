/** Members: get-all-user answers every user without paging, or one page with it. */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

const ids = (answer: { data: { id: number }[] }) => answer.data.map((user) => user.id);

export const userCases: ContractCase[] = [
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
    name: 'answers nothing for a search that matches no one',
    route: 'getAllUser',
    query: { q: 'no-such-member-zz' },
    status: 200,
    check: (answer) => expect(answer).toMatchObject({ data: [], total: 0 }),
  },
  { name: 'refuses an unknown sort field with 400', route: 'getAllUser', query: { sort: 'phone' }, status: 400 },
];
