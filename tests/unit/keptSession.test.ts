/**
 * The benches open signed-in pages with what signing in keeps: the app must find the admin in it as it does
 * after a real sign-in, or the benches would measure a page that has to ask who is signed in first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { keepSession } from '../../bench/support/keptSession';
import { createAuthProvider } from '../../src/api/authProvider';
import { clearToken, getToken } from '../../src/api/tokenStore';

/** A browser page whose script runs here, in jsdom's storage. */
const pageHere = () => {
  const visited: string[] = [];
  return {
    visited,
    goto: async (url: string) => void visited.push(url),
    evaluate: async <Arg>(action: (arg: Arg) => unknown, arg: Arg) => action(arg),
  };
};

const USER_INFO = { id: 7, username: 'somchai', display_name: 'Somchai K.', role: 'finance' };

describe('the session the benches keep in the browser', () => {
  afterEach(() => clearToken());

  it('is found by the app as the admin signed in, with the role, before the server is asked', async () => {
    const page = pageHere();
    await keepSession(page, 'http://127.0.0.1:4000', { token: 'token-1', userInfo: USER_INFO });
    expect(page.visited).toEqual(['http://127.0.0.1:4000/api']);
    expect(getToken()).toBe('token-1');
    expect(createAuthProvider().knownIdentity()).toEqual({ id: 7, fullName: 'Somchai K.', role: 'finance' });
  });

  it('leaves the browser signed out when there is none', async () => {
    const page = pageHere();
    await keepSession(page, 'http://127.0.0.1:4000', { token: 'token-1', userInfo: USER_INFO });
    await keepSession(page, 'http://127.0.0.1:4000', null);
    expect(getToken()).toBeNull();
    expect(createAuthProvider().knownIdentity()).toBeUndefined();
  });
});
