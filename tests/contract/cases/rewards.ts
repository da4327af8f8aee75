/** Reward texts: the cases edit reward 2 ('normal' in every demo data set). */
import { expect } from 'vitest';
import { REWARD_SLOTS } from '../../../contract';
import type { ContractCase } from '../harness';

const texts = (prefix: string) => Object.fromEntries(REWARD_SLOTS.map((slot, i) => [slot, `${prefix} ${i + 1}`]));

export const rewardCases: ContractCase[] = [
  {
    name: 'lists every reward type with its ten texts',
    route: 'listRewards',
    status: 200,
    check: (answer) => {
      expect(answer.status).toBe('success');
      expect(answer.data.map((reward: { type: string }) => reward.type)).toEqual(
        expect.arrayContaining(['vip', 'normal']),
      );
    },
  },
  {
    name: 'saves the ten texts and keeps the type',
    route: 'updateReward',
    params: { id: 2 },
    body: { ...texts('Contract prize'), type: 'ignored' },
    status: 200,
    check: (answer) => expect(answer.data).toEqual({ id: 2, type: 'normal', ...texts('Contract prize') }),
  },
  {
    name: 'refuses a missing slot with 400 naming it',
    route: 'updateReward',
    params: { id: 2 },
    body: { ...texts('x'), reward10: undefined },
    status: 400,
    check: (answer) => expect(answer.error).toContain('reward10'),
  },
  {
    name: 'refuses a text over 500 characters with 400 naming it',
    route: 'updateReward',
    params: { id: 2 },
    body: { ...texts('x'), reward4: 'y'.repeat(501) },
    status: 400,
    check: (answer) => expect(answer.error).toContain('reward4'),
  },
  {
    name: 'refuses a text holding a NUL character with 400 naming it',
    route: 'updateReward',
    params: { id: 2 },
    body: { ...texts('x'), reward3: 'a\u0000b' },
    status: 400,
    check: (answer) => expect(answer.error).toBe('Invalid reward3: must not contain NUL characters'),
  },
  {
    name: 'answers 404 for an unknown reward',
    route: 'updateReward',
    params: { id: 999_999 },
    body: texts('x'),
    status: 404,
  },
  { name: 'refuses a request without a token', route: 'listRewards', auth: 'none', status: 401 },
];
