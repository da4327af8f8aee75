/** Conditions: the cases edit condition 2 ('normal' in every demo data set). */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

export const conditionCases: ContractCase[] = [
  {
    name: 'lists every condition with its maximum',
    route: 'listConditions',
    status: 200,
    check: (answer) => {
      expect(answer.status).toBe('success');
      expect(answer.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: 2, type: 'normal' })]));
    },
  },
  {
    name: 'saves a new maximum and keeps the type',
    route: 'updateCondition',
    params: { id: 2 },
    body: { max: 12, type: 'ignored' },
    status: 200,
    check: (answer) => expect(answer.data).toEqual({ id: 2, type: 'normal', max: 12 }),
  },
  {
    name: 'refuses a fractional maximum with 400 naming max',
    route: 'updateCondition',
    params: { id: 2 },
    body: { max: 2.5 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('max'),
  },
  {
    name: 'refuses a negative maximum with 400 naming max',
    route: 'updateCondition',
    params: { id: 2 },
    body: { max: -1 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('max'),
  },
  {
    name: 'answers 404 for an unknown condition',
    route: 'updateCondition',
    params: { id: 999_999 },
    body: { max: 1 },
    status: 404,
  },
  { name: 'refuses a request without a token', route: 'listConditions', auth: 'none', status: 401 },
];
