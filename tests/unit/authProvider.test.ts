import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../src/api/apiCall';
import { CHECK_TOKEN_TTL_MS, createAuthProvider, FILL_ALL_FIELDS } from '../../src/api/authProvider';
import { getToken, getUserParams, setToken, setUserParams, USER_INFO_KEY } from '../../src/api/tokenStore';
import { i18nProvider } from '../../src/i18n';
import { enAppMessages } from '../../src/i18n/appMessages.en';
import { thAppMessages } from '../../src/i18n/appMessages.th';
import { failureText } from '../../src/i18n/failureText';

vi.mock('../../src/api/apiCall', () => ({ apiCall: vi.fn() }));

const api = vi.mocked(apiCall);

/** Answers like the server: a route id -> answer map; unknown ids fail like a 404. */
const answers = (table: Record<string, unknown | (() => unknown)>) => {
  api.mockImplementation((async (id: string) => {
    const answer = table[id];
    if (answer === undefined) throw new HttpError('Not found', 404, { ok: false, error: 'Not found' });
    if (typeof answer === 'function') return answer();
    return answer;
  }) as typeof apiCall);
};

const validToken = { ok: true, admin: { id: 7, username: 'somchai' } };
const refused = () => {
  throw new HttpError('Invalid token', 401, { ok: false, error: 'Invalid token' });
};
const calls = (id: string) => api.mock.calls.filter(([called]) => called === id).length;

let clock = 1_000_000;
const now = () => clock;

beforeEach(() => {
  localStorage.clear();
  api.mockReset();
  clock = 1_000_000;
});

afterEach(() => {
  localStorage.clear();
});

describe('login', () => {
  it.each([
    ['', 'secret'],
    ['somchai', ''],
    ['   ', 'secret'],
    [undefined, undefined],
  ])(
    'rejects with the spec\'s "Please fill in all fields" (its catalogue key) when username %j or password %j is empty, without calling the server',
    async (username, password) => {
      const auth = createAuthProvider(now);
      await expect(auth.login({ username, password })).rejects.toThrow(FILL_ALL_FIELDS);
      expect(i18nProvider.translate(FILL_ALL_FIELDS)).toBe(thAppMessages.app.message.fill_all_fields);
      expect(enAppMessages.app.message.fill_all_fields).toBe('Please fill in all fields');
      expect(api).not.toHaveBeenCalled();
    },
  );

  it('posts username, password and the app key, stores the token and leaves the destination to the route guard', async () => {
    answers({ login: { ok: true, tokenString: 'tok-123' } });
    const auth = createAuthProvider(now);

    // no redirectTo: react-admin goes back to the page the guard came from, or Home (layout.test.tsx)
    await expect(auth.login({ username: 'somchai', password: 'secret' })).resolves.toBeUndefined();

    expect(api).toHaveBeenCalledWith('login', {
      body: { username: 'somchai', password: 'secret', app_key: 'matchday' },
    });
    expect(getToken()).toBe('tok-123');
  });

  it("clears the stored token and rejects with the answer's error text when the server refuses", async () => {
    setToken('old-token');
    api.mockRejectedValue(new HttpError('Invalid username or password', 401, { ok: false }));
    const auth = createAuthProvider(now);

    await expect(auth.login({ username: 'somchai', password: 'wrong' })).rejects.toThrow(
      'Invalid username or password',
    );
    expect(getToken()).toBeNull();
  });
});

describe('checkAuth (the route guard)', () => {
  it('sends a visitor without a token to the login page without asking the server or showing an error', async () => {
    const auth = createAuthProvider(now);
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(api).not.toHaveBeenCalled();
  });

  it('lets a valid token through and asks check-token at most once a minute', async () => {
    setToken('tok');
    answers({ checkToken: validToken });
    const auth = createAuthProvider(now);

    await auth.checkAuth({});
    clock += 30_000;
    await auth.checkAuth({});
    clock += CHECK_TOKEN_TTL_MS - 30_001;
    await auth.checkAuth({});
    expect(calls('checkToken')).toBe(1);

    clock += 1; // 60 s after the last check
    await auth.checkAuth({});
    expect(calls('checkToken')).toBe(2);
  });

  it('shares one check-token call between guards asking at the same time', async () => {
    setToken('tok');
    answers({ checkToken: validToken });
    const auth = createAuthProvider(now);
    await Promise.all([auth.checkAuth({}), auth.checkAuth({}), auth.checkAuth({})]);
    expect(calls('checkToken')).toBe(1);
  });

  it('removes the stored token and sends the user to login when check-token fails', async () => {
    setToken('expired');
    answers({ checkToken: refused });
    const auth = createAuthProvider(now);

    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login' });
    expect(getToken()).toBeNull();
  });

  it.each([
    ['the network is down', () => new TypeError('Failed to fetch')],
    ['the page navigated away and the browser aborted the call', () => new DOMException('aborted', 'AbortError')],
  ])(
    'keeps the stored token when check-token got no answer because %s, and asks again next time',
    async (_, failure) => {
      setToken('still-good');
      answers({
        checkToken: () => {
          throw failure();
        },
      });
      const auth = createAuthProvider(now);

      await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login' });
      expect(getToken()).toBe('still-good');

      answers({ checkToken: validToken });
      await expect(auth.checkAuth({})).resolves.toBeUndefined();
      expect(getToken()).toBe('still-good');
    },
  );

  it('validates a new token again even within the minute (a new login is not covered by the cache)', async () => {
    setToken('first');
    answers({ checkToken: validToken });
    const auth = createAuthProvider(now);
    await auth.checkAuth({});

    setToken('second');
    await auth.checkAuth({});
    expect(calls('checkToken')).toBe(2);
  });
});

describe('checkError', () => {
  it('on a 401 clears the token, rejects (to login) and forgets the cached validation', async () => {
    setToken('tok');
    answers({ checkToken: validToken });
    const auth = createAuthProvider(now);
    await auth.checkAuth({});

    await expect(auth.checkError(new HttpError('Invalid token', 401))).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getToken()).toBeNull();

    // the same token coming back (e.g. another tab) is checked with the server again at once
    setToken('tok');
    await auth.checkAuth({});
    expect(calls('checkToken')).toBe(2);
  });

  it("keeps the session on a 403 auth.forbidden, whose notice names the role in the operator's language", async () => {
    setToken('tok');
    const answer = { ok: false, error: 'Forbidden', code: 'auth.forbidden', params: { role: 'game', action: 'write' } };
    const auth = createAuthProvider(now);
    await expect(auth.checkError(new HttpError('Forbidden', 403, answer))).resolves.toBeUndefined();
    expect(getToken()).toBe('tok');
    const notice = failureText(answer, 'Forbidden', i18nProvider.translate);
    expect(notice).toBe(thAppMessages.app.errors['auth.forbidden'].replace('%{role}', 'ดูแลเกม'));
  });

  it.each([400, 403, 404, 409, 500])('resolves and keeps the token on a %i', async (status) => {
    setToken('tok');
    const auth = createAuthProvider(now);
    await expect(auth.checkError(new HttpError('nope', status))).resolves.toBeUndefined();
    expect(getToken()).toBe('tok');
  });
});

describe('logout and identity', () => {
  it('revokes the token on the server and clears it locally, even when the server call fails', async () => {
    setToken('tok');
    api.mockRejectedValue(new HttpError('Server down', 500));
    const auth = createAuthProvider(now);

    await auth.logout({});
    expect(api).toHaveBeenCalledWith('logout');
    expect(getToken()).toBeNull();
  });

  it('does not call the server to log out when there is no token', async () => {
    const auth = createAuthProvider(now);
    await auth.logout({});
    expect(api).not.toHaveBeenCalled();
  });

  it("names the admin by /user-info's display name and role, asked once per token", async () => {
    setToken('tok');
    answers({
      checkToken: validToken,
      userInfo: {
        ok: true,
        state: true,
        data: { id: 7, username: 'somchai', display_name: 'สมชาย ก.', role: 'finance' },
      },
    });
    const auth = createAuthProvider(now);
    await expect(auth.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'สมชาย ก.', role: 'finance' });
    await auth.getIdentity?.();
    // the guard's check already supplied it: no second call
    await auth.checkAuth({});
    expect(calls('checkToken')).toBe(1);
    expect(calls('userInfo')).toBe(1);
  });

  it.each([undefined, 'superuser'])(
    'takes an admin whose role /user-info leaves out or does not know (%j) for the least role; a blank display name for the username',
    async (role) => {
      setToken('tok');
      const data = { id: 7, username: 'somchai', display_name: ' ', role };
      answers({ checkToken: validToken, userInfo: { ok: true, state: true, data } });
      const auth = createAuthProvider(now);
      await expect(auth.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'somchai', role: 'viewer' });
    },
  );
});

describe('the identity kept with the token', () => {
  const finance = { id: 7, username: 'somchai', display_name: 'สมชาย ก.', role: 'finance' };
  const known = { id: 7, fullName: 'สมชาย ก.', role: 'finance' };

  it("keeps /user-info's answer at sign-in, so the next page load knows the role before asking the server", async () => {
    answers({ login: { ok: true, tokenString: 'tok' }, userInfo: { ok: true, state: true, data: finance } });
    const signingIn = createAuthProvider(now);
    expect(signingIn.knownIdentity()).toBeUndefined();
    await signingIn.login({ username: 'somchai', password: 'secret' });
    expect(signingIn.knownIdentity()).toEqual(known);

    api.mockReset();
    const nextLoad = createAuthProvider(now);
    expect(nextLoad.knownIdentity()).toEqual(known);
    expect(api).not.toHaveBeenCalled();
  });

  it('names the admin just signed in elsewhere (the light login page) from /user-info, and keeps the answer', async () => {
    answers({ userInfo: { ok: true, state: true, data: finance } });
    setToken('tok');
    const app = createAuthProvider(now);
    expect(app.knownIdentity()).toBeUndefined();
    await expect(app.signedInAdmin()).resolves.toEqual(known);
    expect(app.knownIdentity()).toEqual(known);
    expect(calls('userInfo')).toBe(1);
  });

  it('answers from what was kept while asking /user-info again, whose newer role the next load takes', async () => {
    answers({ login: { ok: true, tokenString: 'tok' }, userInfo: { ok: true, state: true, data: finance } });
    await createAuthProvider(now).login({ username: 'somchai', password: 'secret' });
    let answer: (value: unknown) => void = () => {};
    api.mockClear();
    answers({
      checkToken: validToken,
      userInfo: () => new Promise((resolve) => (answer = resolve)),
    });
    const auth = createAuthProvider(now);
    await expect(auth.getIdentity?.()).resolves.toEqual(known);
    expect(calls('userInfo')).toBe(1);

    answer({ ok: true, state: true, data: { ...finance, role: 'viewer' } });
    await vi.waitFor(() => expect(createAuthProvider(now).knownIdentity()).toEqual({ ...known, role: 'viewer' }));
  });

  it('is forgotten with its token: at sign-out, and when another token is stored', async () => {
    answers({
      login: { ok: true, tokenString: 'tok' },
      userInfo: { ok: true, state: true, data: finance },
      logout: {},
    });
    const auth = createAuthProvider(now);
    await auth.login({ username: 'somchai', password: 'secret' });
    setToken('tok');
    expect(auth.knownIdentity()).toEqual(known);
    setToken('another-admins-token');
    expect(auth.knownIdentity()).toBeUndefined();

    await auth.login({ username: 'somchai', password: 'secret' });
    await auth.logout({});
    expect(auth.knownIdentity()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('is not trusted when it lacks what the app reads of it', async () => {
    setToken('tok');
    localStorage.setItem(USER_INFO_KEY, JSON.stringify({ id: 7, role: 'owner' }));
    expect(createAuthProvider(now).knownIdentity()).toBeUndefined();
    localStorage.setItem(USER_INFO_KEY, '{not json');
    expect(createAuthProvider(now).knownIdentity()).toBeUndefined();
  });
});

describe('resumeSession (the login page on opening)', () => {
  it("stores the URL's query parameters as user parameters", async () => {
    const auth = createAuthProvider(now);
    await expect(auth.resumeSession('?ref=line&lang=th')).resolves.toBeUndefined();
    expect(getUserParams()).toEqual({ ref: 'line', lang: 'th' });
  });

  it('accepts a valid access token handed over in the user parameters: stores it and goes to /', async () => {
    answers({ checkToken: validToken });
    const auth = createAuthProvider(now);

    await expect(auth.resumeSession('?access_token=handed&ref=line')).resolves.toBe('/');
    expect(getToken()).toBe('handed');
    // spent once: the credential does not linger in the user parameters
    expect(getUserParams()).toEqual({ ref: 'line' });
  });

  it('accepts a handed-over token already in the stored user parameters', async () => {
    setUserParams({ access_token: 'handed' });
    answers({ checkToken: validToken });
    const auth = createAuthProvider(now);
    await expect(auth.resumeSession('')).resolves.toBe('/');
    expect(getToken()).toBe('handed');
  });

  it('drops a refused handed-over token and stays on the login page', async () => {
    answers({ checkToken: refused });
    const auth = createAuthProvider(now);
    await expect(auth.resumeSession('?access_token=bad')).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
  });

  it('goes to /home when the stored token is still valid', async () => {
    setToken('tok');
    answers({ checkToken: validToken });
    const auth = createAuthProvider(now);
    await expect(auth.resumeSession('')).resolves.toBe('/home');
  });

  it('clears a stored token the server refuses and stays on the login page', async () => {
    setToken('expired');
    answers({ checkToken: refused });
    const auth = createAuthProvider(now);
    await expect(auth.resumeSession('')).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
  });
});
