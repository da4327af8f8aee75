/**
 * index.html's shell script, run as the page is parsed: it draws the side navigation the stored role sees and the
 * admin's name, as the app's first render does, and asks for the list's first page without ever leaving that
 * request's failure unheard.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/api/authProvider';
import { EARLY_ANSWER } from '../../src/api/earlyAnswer';
import { TOKEN_KEY, USER_INFO_KEY } from '../../src/api/tokenStore';
import { LOCALE_ITEM, storeItem } from '../../src/i18n/locales';
import { gameWeekTitle } from '../../src/screens/gameWeekPoints/gameWeekTitle';
import { scoringNote } from '../../src/screens/gameWeekPoints/scoringNote';
import { navigationLinks } from '../../src/shell/layout/navigation';
import { PAINT_SHELL, paintShellAfterSignIn } from '../../src/shell/staticShell/paintAfterSignIn';
import { shellIcons } from '../../src/shell/staticShell/shellList';
import { STATIC_SHELL_ID, shellMarkup, shellScript } from '../../src/shell/staticShell/shellMarkup';
import { shellNavigation, shellTexts } from '../../src/shell/staticShell/shellTexts';

const texts = shellTexts();
const navigation = shellNavigation();
const PAYMENTS = '/api/admin/v1/payment-pending?page=1&limit=20';
const DETAIL = '/api/admin/v1/game-week-detail/:id';
const MEMBERS = '/api/admin/v1/get-all-user?page=1&limit=50';
const script = shellScript(
  texts,
  navigation,
  { '/payment': PAYMENTS, '/userdetail': MEMBERS, '/edit-game-week/:id': DETAIL },
  { '/edit-game-week/:id': gameWeekTitle.values.toString() },
);

const scope = globalThis as unknown as Record<string, unknown>;

function runAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `${shellMarkup(shellIcons())}<div id="root"></div>`;
  new Function(script)();
}

const shell = () => document.getElementById(STATIC_SHELL_ID);
const navLabels = () => [...(shell()?.querySelectorAll('li') ?? [])].map((item) => item.textContent);
const labelOf = (resource: string) => texts.th.nav[navigationLinks.findIndex((link) => link.resource === resource) + 1];

const signedIn = (info?: object) => {
  localStorage.setItem(TOKEN_KEY, 't1');
  if (info) localStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
};

describe("index.html's static shell", () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
  });
  afterEach(() => {
    localStorage.clear();
    scope[EARLY_ANSWER] = undefined;
    scope[PAINT_SHELL] = undefined;
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("lists the links the stored role may read, and the admin's name, as the app's first render does", () => {
    signedIn({ id: 2, username: 'fin', display_name: ' Somchai ', role: 'viewer' });
    runAt('/payment');
    expect(shell()?.hidden).toBe(false);
    expect(navLabels()).toEqual(navigation.byRole.viewer.map((index) => texts.th.nav[index]));
    expect(navLabels()).toContain(labelOf('payment'));
    expect(navLabels()).not.toContain(labelOf('admins'));
    expect(shell()?.querySelector('.ss-user')?.textContent).toBe('Somchai');
    expect(shell()?.querySelector('.ss-title')?.textContent).toBe(texts.th.titles['/payment']);
  });

  it('shows an owner the admin accounts, and the username where the admin has no display name', () => {
    signedIn({ id: 1, username: 'admin', display_name: '', role: 'owner' });
    runAt('/payment');
    expect(navLabels()).toContain(labelOf('admins'));
    expect(shell()?.querySelector('.ss-user')?.textContent).toBe('admin');
  });

  it('lists only the links no role decides, and no name, while no admin is stored', () => {
    signedIn();
    runAt('/payment');
    expect(navLabels()).toEqual(navigation.unknown.map((index) => texts.th.nav[index]));
    expect(navLabels()).not.toContain(labelOf('payment'));
    expect(shell()?.querySelector('.ss-user')?.textContent).toBe('');
  });

  it.each([
    ['whole', { id: 2, username: 'fin', display_name: 'Somchai', role: 'finance' }],
    ['without a display name', { id: 2, username: 'fin', role: 'finance' }],
    ['with a text id', { id: '2', username: 'fin', display_name: 'Somchai', role: 'finance' }],
    ['not an object', 'fin'],
  ])('knows the admin from a kept answer %s exactly when the app does', (_, info) => {
    signedIn(info as object);
    runAt('/payment');
    const appKnows = createAuthProvider().knownIdentity() !== undefined;
    const shellKnows = shell()?.querySelector('.ss-user')?.textContent !== '';
    expect(shellKnows).toBe(appKnows);
    expect(navLabels()).toEqual(
      (appKnows ? navigation.byRole.finance : navigation.unknown).map((index) => texts.th.nav[index]),
    );
  });

  it('counts a role it does not know as the least one', () => {
    signedIn({ id: 3, username: 'x', display_name: 'X', role: 'emperor' });
    runAt('/payment');
    expect(navLabels()).toEqual(navigation.byRole[navigation.leastRole].map((index) => texts.th.nav[index]));
  });

  it('stays hidden without a token, asking for nothing, until a sign-in paints it for the page asked for', () => {
    runAt('/login');
    expect(shell()?.hidden).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    signedIn({ id: 2, username: 'fin', display_name: 'Somchai', role: 'finance' });
    window.history.replaceState(null, '', '/payment');
    paintShellAfterSignIn();
    expect(shell()?.hidden).toBe(false);
    expect(shell()?.querySelector('.ss-title')?.textContent).toBe(texts.th.titles['/payment']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for the first page, and a failure of that request nobody takes is not an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const asked: unknown[] = [];
    // a plain function: a spy would handle the rejection itself, as it records how each call settled
    vi.stubGlobal('fetch', (input: unknown) => {
      asked.push(input);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    signedIn({ id: 2, username: 'fin', display_name: 'Somchai', role: 'finance' });
    runAt('/payment');
    expect(asked).toEqual([PAYMENTS]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    const early = scope[EARLY_ANSWER] as { answer: Promise<Response> };
    await expect(early.answer).rejects.toThrow('Failed to fetch');
  });

  it("asks for a screen's first read with the page's own id, and for nothing where the path holds no id", () => {
    signedIn();
    runAt('/edit-game-week/12');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/api/admin/v1/game-week-detail/12');
    expect((scope[EARLY_ANSWER] as { path: string }).path).toBe('/api/admin/v1/game-week-detail/12');
    for (const path of ['/edit-game-week/012', '/edit-game-week/x', '/edit-game-week/12/more', '/edit-game-week']) {
      vi.mocked(fetch).mockClear();
      scope[EARLY_ANSWER] = undefined;
      runAt(path);
      expect(fetch, path).not.toHaveBeenCalled();
    }
  });

  it("paints a screen's heading from its first read's answer, in the stored language, and none from a refusal", async () => {
    signedIn();
    localStorage.setItem(LOCALE_ITEM, JSON.stringify('en'));
    const detail = { ok: true, gameWeek: { id: 12, week: 7, week_name: 'Derby week' }, teams: [], players: [] };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(detail), { status: 200 }));
    runAt('/edit-game-week/12');
    await expect.poll(() => shell()?.querySelector('.ss-title')?.textContent).toBe('Game week 7: Derby week');
    expect(shell()?.querySelector('.ss-bar-title')?.textContent).toBe('Game week 7: Derby week');
    // the app still reads the whole answer
    const early = scope[EARLY_ANSWER] as { answer: Promise<Response> };
    expect(await (await early.answer).json()).toEqual(detail);

    vi.stubGlobal('fetch', async () => new Response('{"ok":false,"error":"no such game week"}', { status: 404 }));
    runAt('/edit-game-week/13');
    await (scope[EARLY_ANSWER] as { answer: Promise<Response> }).answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shell()?.querySelector('.ss-title')?.textContent).toBe('');
  });

  it("paints a screen's note under its heading in the stored language, and no note elsewhere", () => {
    signedIn();
    localStorage.setItem(LOCALE_ITEM, JSON.stringify('en'));
    runAt('/edit-game-week/12');
    const note = shell()?.querySelector<HTMLElement>('.ss-note');
    expect(note?.hidden).toBe(false);
    expect(note?.querySelector('.ss-note-title')?.textContent).toBe(texts.en.notes['/edit-game-week/:id'].title);
    const lines = [...(note?.querySelectorAll('li') ?? [])].map((line) => line.textContent);
    expect(lines).toHaveLength(scoringNote.lines.length);
    expect(lines[0]).toBe('Play: 1-59 minutes 1 point; 60 minutes or more 1 more');
    expect(lines.join(' ')).not.toContain('%{');
    runAt('/payment');
    expect(shell()?.querySelector<HTMLElement>('.ss-note')?.hidden).toBe(true);
  });

  it("paints a generated list's export button, tabs and search box, the first tab chosen, in the stored language", () => {
    signedIn();
    localStorage.setItem(LOCALE_ITEM, JSON.stringify('en'));
    runAt('/payment');
    const list = shell()?.querySelector<HTMLElement>('.ss-list');
    expect(list?.hidden).toBe(false);
    expect(list?.querySelector('.ss-export')?.textContent).toBe('Export');
    expect([...(list?.querySelectorAll('.ss-tab') ?? [])].map((tab) => tab.textContent)).toEqual([
      'Pending',
      'Completed',
      'Cancelled',
    ]);
    expect(list?.querySelector('.ss-label')?.textContent).toBe('Search member ID, phone, reference code or amount');
    expect(list?.querySelector('.ss-field svg path')).not.toBeNull();
  });

  it.each([
    [{ filter: { status: 'cancelled' }, sort: 'id', order: 'DESC', page: 1, perPage: 20 }, false],
    [{ filter: { status: 'pending', q: '0812' }, page: 1 }, false],
    [{ filter: { status: 'pending', q: '' }, sort: 'id', order: 'DESC', page: 3 }, true],
    ['not json', false],
  ])(
    'paints the list part only where the kept parameters %j open the list on its first tab, unsearched',
    (kept, painted) => {
      signedIn();
      localStorage.setItem(storeItem('payment.listParams'), typeof kept === 'string' ? kept : JSON.stringify(kept));
      runAt('/payment');
      expect(shell()?.querySelector('.ss-title')?.textContent).toBe(texts.th.titles['/payment']);
      expect(shell()?.querySelector<HTMLElement>('.ss-list')?.hidden).toBe(!painted);
    },
  );

  it('paints the title alone where the list is not drawn as generated, or is opened with a query of its own', () => {
    signedIn();
    for (const path of ['/team', '/payment?filter=%7B%22status%22%3A%22cancelled%22%7D']) {
      runAt(path);
      expect(shell()?.hidden, path).toBe(false);
      expect(shell()?.querySelector('.ss-title')?.textContent, path).not.toBe('');
      expect(shell()?.querySelector<HTMLElement>('.ss-list')?.hidden, path).toBe(true);
    }
  });

  const cards = () =>
    [...(shell()?.querySelectorAll('.ss-card') ?? [])].map((card) => ({
      title: card.querySelector('.ss-card-title')?.textContent,
      label: card.querySelector('.ss-filled')?.textContent,
      buttons: [...card.querySelectorAll('.ss-button')].map((button) => `${button.className}: ${button.textContent}`),
      icons: card.querySelectorAll('.ss-button svg path').length,
    }));
  const FREE_TICKET = {
    title: 'Free ticket',
    label: 'User ID or phone for a free ticket',
    buttons: ['ss-button ss-off: Add free ticket'],
    icons: 1,
  };
  const UNUSED_TICKETS = {
    title: 'Unused tickets',
    label: 'User ID or phone',
    buttons: ['ss-button ss-contained: View tickets', 'ss-button ss-outlined: Clear'],
    icons: 2,
  };

  it.each([
    ['an owner', { id: 1, username: 'root', display_name: 'Root', role: 'owner' }, [FREE_TICKET, UNUSED_TICKETS]],
    [
      'a finance admin',
      { id: 2, username: 'fin', display_name: 'Fin', role: 'finance' },
      [FREE_TICKET, UNUSED_TICKETS],
    ],
    ['a game admin', { id: 3, username: 'ed', display_name: 'Ed', role: 'game' }, [UNUSED_TICKETS]],
    ['an admin not yet known', undefined, [UNUSED_TICKETS]],
  ])("paints the members' cards %s is shown, above the list and its hinted search", (_, info, shown) => {
    signedIn(info);
    localStorage.setItem(LOCALE_ITEM, JSON.stringify('en'));
    runAt('/userdetail');
    expect(shell()?.querySelector<HTMLElement>('.ss-list')?.hidden).toBe(false);
    expect(cards()).toEqual(shown);
    expect(shell()?.querySelector('.ss-tabs')).toBeNull();
    expect(shell()?.querySelector('.ss-label')?.textContent).toBe(texts.en.lists['/userdetail'].search);
    expect(shell()?.querySelector('.ss-hint')?.textContent).toMatch(/^Finds the exact ID/);
  });

  it('paints no cards, and no hint, above a list that declares none', () => {
    signedIn({ id: 1, username: 'root', display_name: 'Root', role: 'owner' });
    runAt('/payment');
    expect(shell()?.querySelector('.ss-cards')).toBeNull();
    expect(shell()?.querySelector('.ss-hint')?.textContent).toBe('');
  });

  const MEMBER = {
    id: 7,
    name: 'Somchai Jaidee',
    username: 'somchai7',
    phone: '0812345678',
    bank_account: '',
    bank_type: 'KBank',
  };
  const OWNER = { id: 1, username: 'root', display_name: 'Root', role: 'owner' };
  const onA = (laptop: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: laptop && query.includes('min-width'), media: query }));
  const answering = (status: number, body: object) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
  const paintedRows = () =>
    [...(shell()?.querySelectorAll('.ss-rows tr') ?? [])].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
  /** the shell reads its copy of the answer in a few turns of the event loop */
  const answerRead = async () => {
    await (scope[EARLY_ANSWER] as { answer: Promise<Response> }).answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it("paints the members' first page from the list's answer on a laptop, as the app's table draws it", async () => {
    signedIn(OWNER);
    localStorage.setItem(LOCALE_ITEM, JSON.stringify('en'));
    onA(true);
    answering(200, { ok: true, data: [MEMBER, { ...MEMBER, id: 8, phone: null }], total: 2 });
    runAt('/userdetail');
    await expect.poll(() => paintedRows().length).toBe(3);
    expect(paintedRows()).toEqual([
      ['User ID', 'Name', 'Username', 'Phone', 'Bank account', 'Account type', 'Actions'],
      ['7', 'Somchai Jaidee', 'somchai7', '0812345678', '-', 'KBank', 'Show'],
      ['8', 'Somchai Jaidee', 'somchai7', '-', '-', 'KBank', 'Show'],
    ]);
    // the list opens ordered by id, upwards: that heading alone shows its arrow
    expect(shell()?.querySelectorAll('.ss-rows th svg')).toHaveLength(1);
    expect(shell()?.querySelector('.ss-rows th:first-child svg')?.getAttribute('class')).toBe('ss-up');
    expect(shell()?.querySelector('.ss-page svg path')).not.toBeNull();
    // the app still reads the whole answer
    const early = scope[EARLY_ANSWER] as { answer: Promise<Response> };
    expect((await (await early.answer).json()).data).toHaveLength(2);
  });

  it.each([
    ['on a phone, which shows cards', () => onA(false)],
    ['from a refusal', () => answering(401, { ok: false, error: 'expired' })],
    [
      'where the kept parameters order the list another way',
      () => localStorage.setItem(storeItem('userdetail.listParams'), JSON.stringify({ sort: 'name', order: 'DESC' })),
    ],
    [
      'where the kept parameters open another page',
      () => localStorage.setItem(storeItem('userdetail.listParams'), JSON.stringify({ page: 2 })),
    ],
  ])('paints no rows %s', async (_, arrange) => {
    signedIn(OWNER);
    onA(true);
    answering(200, { ok: true, data: [MEMBER], total: 1 });
    arrange();
    runAt('/userdetail');
    await answerRead();
    expect(shell()?.querySelector<HTMLElement>('.ss-list')?.hidden).toBe(false);
    expect(shell()?.querySelector('.ss-rows')).toBeNull();
  });

  it("paints the rows without the record's page button while no admin is known, which may not open it", async () => {
    signedIn();
    onA(true);
    answering(200, { ok: true, data: [MEMBER], total: 1 });
    runAt('/userdetail');
    await expect.poll(() => paintedRows().length).toBe(2);
    expect(paintedRows()[1]).toHaveLength(7);
    expect(shell()?.querySelector('.ss-page')).toBeNull();
    // a Thai heading's word never breaks inside, as the app's headings
    const [firstWord] = texts.th.lists['/userdetail'].rows?.columns[0].heading ?? [];
    expect(firstWord).toMatch(/[\u0E00-\u0E7F]/);
    expect(shell()?.querySelector('.ss-rows th .ss-nowrap')?.textContent).toBe(firstWord);
  });

  it('paints no rows for a list whose cells the app draws with components of its own (the payments)', async () => {
    signedIn(OWNER);
    onA(true);
    answering(200, { ok: true, pendingPayments: [{ id: 1, amount: 100 }], totalPagesPending: 1 });
    runAt('/payment');
    await answerRead();
    expect(texts.th.lists['/payment'].rows).toBeUndefined();
    expect(shell()?.querySelector('.ss-rows')).toBeNull();
  });
});
