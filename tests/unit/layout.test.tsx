import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../src/api/apiCall';
import { createAuthProvider } from '../../src/api/authProvider';
import { getToken, getUserParams, setToken } from '../../src/api/tokenStore';
import { i18nProvider } from '../../src/i18n';
import { changeInvalidation } from '../../src/kit/live/changeInvalidation';
import { App } from '../../src/shell/App';
import { AppTopBar } from '../../src/shell/layout/AppTopBar';
import { DemoBanner } from '../../src/shell/layout/DemoBanner';
import { LoadingOverlay, OVERLAY_DELAY_MS } from '../../src/shell/layout/LoadingOverlay';

vi.mock('../../src/api/apiCall', () => ({ apiCall: vi.fn() }));

const api = vi.mocked(apiCall);

const admin = { ok: true, admin: { id: 1, username: 'somchai' } };
const userInfo = (role: string) => ({
  ok: true,
  state: true,
  data: { id: 1, username: 'somchai', display_name: 'สมชาย ก.', role },
});
const refused = () => new HttpError('Invalid token', 401, { ok: false, error: 'Invalid token' });

/**
 * jsdom has no matchMedia, and MUI's useMediaQuery then answers "no match": the layout would render as on a
 * phone (no admin name in the app bar). Answer width queries as a 1280 px wide desktop does.
 */
const desktopMatchMedia = (query: string): MediaQueryList => {
  const width = 1280;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
};

beforeAll(() => {
  vi.stubGlobal('matchMedia', desktopMatchMedia);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

/** The server, as far as the shell talks to it: route id -> answer (or an error to throw). */
let server: Record<string, unknown>;

beforeEach(async () => {
  localStorage.clear();
  // the i18nProvider is one module-level object: a test that switched to English must not leak it
  await i18nProvider.changeLocale('th');
  server = {
    checkToken: admin,
    userInfo: userInfo('owner'),
    userBalance: { ok: true, status: 'ok', data: { balance: 1234.5, username: 'somchai' } },
    logout: { ok: true },
  };
  api.mockReset();
  api.mockImplementation((async (id: string, args?: { body?: { username?: string } }) => {
    if (id === 'login') {
      if (args?.body?.username === 'somchai') return { ok: true, tokenString: 'fresh-token' };
      throw new HttpError('Invalid username or password', 401, { ok: false });
    }
    const answer = server[id];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new HttpError('Not found', 404);
    return answer;
  }) as typeof apiCall);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderApp = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <App
            authProvider={createAuthProvider()}
            queryClient={
              new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
            }
            store={memoryStore()}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const signedIn = () => setToken('valid-token');

describe('route guard', () => {
  it('sends a visitor without a token from a screen to the login page', async () => {
    const router = renderApp('/season');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
  });

  it('sends a visitor whose token the server refuses to the login page and drops the token', async () => {
    setToken('expired');
    server.checkToken = refused();
    const router = renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
  });
});

describe('signed-in layout', () => {
  it("shows the screen's Thai title inside the layout with Home and the seven links of the side navigation", async () => {
    signedIn();
    renderApp('/season');
    expect(await screen.findByRole('heading', { level: 1, name: 'รายการฤดูกาล' })).toBeTruthy();
    // only the token is stored here, so the menu's links come with the role, which /user-info may bring after the
    // screen's heading
    await screen.findByRole('menuitem', { name: 'ดูสมาชิก' });

    const links = ['หน้าหลัก', 'จัดการฤดูกาล', 'จัดการเกมวีค', 'ทีมพบกัน', 'จัดการทีม', 'การชำระเงิน', 'ตั้งค่า', 'ดูสมาชิก'];
    const hrefs = ['/', '/season', '/game-week', '/teamvs', '/team', '/payment', '/setting', '/userdetail'];
    const menuLinks = links.map((name) => screen.getByRole('menuitem', { name }));
    expect(menuLinks.map((link) => link.getAttribute('href'))).toEqual(hrefs);
  });

  it.each([
    ['/', 'หน้าหลัก'],
    ['/home', 'หน้าหลัก'],
    // the season's label arrives with its data; before that the id stands in
    ['/season-edit-player/578', /^นักเตะในฤดูกาล /],
    ['/game-week', 'จัดการเกมวีค'],
    ['/create-game-week', 'สร้างเกมวีค'],
    ['/edit-game-week/12', 'รายละเอียดเกมวีค (เกมวีค 12)'],
    ['/teamvs', 'ทีมพบกัน'],
    ['/team', 'จัดการทีม'],
    ['/payment', 'การชำระเงิน'],
    ['/setting', 'ตั้งค่า'],
    ['/userdetail', 'สมาชิก'],
    ['/no-such-screen', 'ไม่พบหน้า'],
  ] as [string, string | RegExp][])('routes %s to the screen titled %s', async (path, title) => {
    signedIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it("shows the signed-in admin's display name and the balance as 'C' with 2 decimals", async () => {
    signedIn();
    renderApp('/');
    expect(await screen.findByText('สมชาย ก.')).toBeTruthy();
    expect(await screen.findByText('C1,234.50')).toBeTruthy();
  });

  it("names the signed-in admin's role in the user menu", async () => {
    signedIn();
    server.userInfo = userInfo('finance');
    renderApp('/');
    fireEvent.click(await screen.findByText('สมชาย ก.'));
    const identity = await screen.findByRole('menuitem', { name: /สมชาย ก\./ });
    expect(identity.textContent).toContain('การเงิน');
  });

  it('leaves out of the side navigation what the role may not read, and the buttons of what it may not do', async () => {
    signedIn();
    server.userInfo = userInfo('viewer');
    renderApp('/');
    await screen.findByRole('menuitem', { name: 'การชำระเงิน' });
    expect(screen.queryByRole('menuitem', { name: 'บัญชีผู้ดูแลระบบ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ดึงตารางผลบอลสด' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeTruthy();
  });

  it('shows an owner the admin accounts in the side navigation', async () => {
    signedIn();
    renderApp('/');
    expect(await screen.findByRole('menuitem', { name: 'บัญชีผู้ดูแลระบบ' })).toBeTruthy();
  });

  it('leaves the balance chip out, quietly, when the balance call fails', async () => {
    signedIn();
    server.userBalance = new HttpError('Not available', 404);
    renderApp('/');
    expect(await screen.findByText('สมชาย ก.')).toBeTruthy();
    await waitFor(() => expect(api.mock.calls.some(([id]) => id === 'userBalance')).toBe(true));
    expect(screen.queryByText(/^C\d/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches the interface to English from the app bar', async () => {
    signedIn();
    renderApp('/season');
    await screen.findByRole('heading', { level: 1, name: 'รายการฤดูกาล' });
    fireEvent.click(screen.getByRole('button', { name: /ไทย/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seasons' })).toBeTruthy();
    // waited for as the heading is: nothing makes the side navigation follow the language in the same render
    expect(await screen.findByRole('menuitem', { name: 'Manage season' })).toBeTruthy();
  });

  it('signs out from the home screen: revokes the token and returns to the login page', async () => {
    signedIn();
    const router = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'หน้าหลัก' });
    fireEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api).toHaveBeenCalledWith('logout');
    expect(getToken()).toBeNull();
  });
});

describe('home screen', () => {
  it("fetches the live score table and says the spec's 'success' in Thai", async () => {
    signedIn();
    server.fetchLivescoreTable = { ok: true };
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'ดึงตารางผลบอลสด' }));
    expect((await screen.findByRole('alert')).textContent).toBe('สำเร็จ');
    expect(api).toHaveBeenCalledWith('fetchLivescoreTable');
  });

  it('ends the session when the live score call finds the token refused', async () => {
    signedIn();
    server.fetchLivescoreTable = refused();
    const router = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'ดึงตารางผลบอลสด' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
  });
});

describe('login page', () => {
  // the form shows a moment after the route guard moved to /login: wait for it
  const fill = async (label: string, value: string) =>
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });

  it("shows 'Please fill in all fields', in Thai, as an error notification when a field is empty", async () => {
    renderApp('/login');
    await fill('ชื่อผู้ใช้', 'somchai');
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('กรุณากรอกข้อมูลให้ครบทุกช่อง');
    expect(alert.className).toContain('MuiAlert-filledError');
  });

  it("signs in, notifies 'Login successful' in Thai and goes to the root", async () => {
    const router = renderApp('/login');
    await fill('ชื่อผู้ใช้', 'somchai');
    await fill('รหัสผ่าน', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await screen.findByRole('alert')).textContent).toBe('เข้าสู่ระบบสำเร็จ');
    expect(getToken()).toBe('fresh-token');
  });

  it('returns to the page the operator asked for after signing in', async () => {
    const router = renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fill('ชื่อผู้ใช้', 'somchai');
    await fill('รหัสผ่าน', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });

  it("shows the server's error text when the login is refused", async () => {
    renderApp('/login');
    await fill('ชื่อผู้ใช้', 'nobody');
    await fill('รหัสผ่าน', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
  });

  it('stores the query parameters and continues with a handed-over access token', async () => {
    const router = renderApp('/login?access_token=handed&ref=line');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBe('handed');
    expect(getUserParams()).toEqual({ ref: 'line' });
  });

  it('goes to /home when the stored token is still valid', async () => {
    signedIn();
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the contact note with a QR code of the contact link', async () => {
    renderApp('/login');
    expect(await screen.findByText(/ต้องการใช้งาน API/)).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code สำหรับติดต่อผู้ให้บริการ' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png/);
    expect(screen.getByRole('link', { name: 'ติดต่อผู้ให้บริการ' }).getAttribute('href')).toBe(
      'https://line.me/ti/p/~matchday',
    );
  });
});

describe('demo banner', () => {
  it('says so in demo mode only', async () => {
    const view = render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <DemoBanner demo />
      </AdminContext>,
    );
    expect(screen.getByText('โหมดสาธิต — ข้อมูลตัวอย่าง ไม่มีเซิร์ฟเวอร์')).toBeTruthy();
    view.rerender(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <DemoBanner demo={false} />
      </AdminContext>,
    );
    await act(async () => {});
    expect(screen.queryByText(/โหมดสาธิต/)).toBeNull();
  });
});

/** A react-query fetch that lasts until the test settles it. */
const Fetching = ({ until }: { until: Promise<unknown> }) => {
  useQuery({ queryKey: ['slow'], queryFn: () => until });
  return null;
};

/** Renders inside react-admin's context, with a query client of its own. */
const renderInAdmin = (children: ReactNode) =>
  render(
    <AdminContext
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {children}
    </AdminContext>,
  );

describe('loading overlay', () => {
  it("covers the content while react-admin's queries run, and goes when they are done", async () => {
    let finish: (value: unknown) => void = () => {};
    const until = new Promise((resolve) => {
      finish = resolve;
    });
    renderInAdmin(
      <>
        <LoadingOverlay />
        <Fetching until={until} />
      </>,
    );
    // hidden is not enough: a spinner in the document animates, restyling the page every frame
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'กำลังโหลด…' })).toBeTruthy();

    await act(async () => finish({ done: true }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull());
  });

  it('leaves shown data uncovered while a change elsewhere refreshes it, and covers a list asked for anew', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answers = 0;
    let finish: (value: unknown) => void = () => {};
    const refreshed = () => {
      answers += 1;
      return answers === 1 ? Promise.resolve({ rows: 1 }) : new Promise((resolve) => (finish = resolve));
    };
    const Payments = ({ queryKey }: { queryKey: string[] }) => {
      useQuery({ queryKey, queryFn: refreshed });
      return null;
    };
    const { rerender } = render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
        <LoadingOverlay />
        <Payments queryKey={['payment', 'getList']} />
      </AdminContext>,
    );
    await waitFor(() => expect(answers).toBe(1));

    changeInvalidation(queryClient, {}, 5).resourceChanged('payment');
    await waitFor(() => expect(answers).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, OVERLAY_DELAY_MS + 100)));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => finish({ rows: 2 }));

    // the same screen asking for another page has nothing to show meanwhile: covered, as before
    rerender(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
        <LoadingOverlay />
        <Payments queryKey={['payment', 'getList', 'page 2']} />
      </AdminContext>,
    );
    expect(await screen.findByRole('progressbar', { name: 'กำลังโหลด…' })).toBeTruthy();
  });

  it("names the app bar's own spinner while queries run (axe: a progress bar needs a name)", async () => {
    renderInAdmin(
      <>
        <AppTopBar />
        <Fetching until={new Promise(() => {})} />
      </>,
    );
    expect(await screen.findByRole('progressbar', { name: 'กำลังโหลด…' })).toBeTruthy();
  });
});
