import { expect } from 'vitest';
import type { ContractCase } from '../harness';

export const authCases: ContractCase[] = [
  {
    name: 'signs in with the right credentials',
    route: 'login',
    bodyFor: (t) => ({ ...t.credentials, app_key: t.appKey }),
    status: 200,
    check: (answer) => expect(answer.tokenString.length).toBeGreaterThanOrEqual(32),
  },
  {
    name: 'refuses a wrong password with 401',
    route: 'login',
    bodyFor: (t) => ({ username: t.credentials.username, password: 'definitely-wrong', app_key: t.appKey }),
    status: 401,
  },
  {
    name: 'refuses a blank username with 400',
    route: 'login',
    bodyFor: (t) => ({ username: '', password: 'x', app_key: t.appKey }),
    status: 400,
  },
  {
    name: 'refuses a missing password with 400',
    route: 'login',
    bodyFor: (t) => ({ username: t.credentials.username, app_key: t.appKey }),
    status: 400,
  },
  {
    name: 'refuses a wrong app_key with 400',
    route: 'login',
    bodyFor: (t) => ({ ...t.credentials, app_key: 'not-the-key' }),
    status: 400,
  },
  { name: 'refuses malformed JSON with 400', route: 'login', rawBody: '{"username":', status: 400 },
  {
    name: 'accepts a valid token',
    route: 'checkToken',
    status: 200,
    check: (answer) => expect(answer.admin.username).toBeTruthy(),
  },
  { name: 'refuses a missing token with 401', route: 'checkToken', auth: 'none', status: 401 },
  { name: 'refuses a forged token with 401', route: 'checkToken', auth: 'forged', status: 401 },
  { name: 'signs out', route: 'logout', body: {}, status: 200 },
  { name: 'refuses to sign out without a token', route: 'logout', auth: 'none', body: {}, status: 401 },
];
