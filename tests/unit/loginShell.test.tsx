/**
 * The login page before react-admin (src/shell/login/LoginShell.tsx): it signs in by the login route's path, words a
 * refusal from its own catalogue in the chosen language, keeps that choice where the app's store reads it, and
 * hands over once the token is stored.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { localStorageStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTACT_URL } from '../../contract/contactAddress';
import { LOGIN_FIELD_MAX_LENGTH } from '../../contract/loginPath';
import { qrCodeDataUrl } from '../../contract/rules/qrImage';
import { getToken, setToken } from '../../src/api/tokenStore';
import { STORE_APP_KEY } from '../../src/i18n/locales';
import { LoginShell } from '../../src/shell/login/LoginShell';

/** What the login route answers next, and the bodies it was sent. */
let answer: () => Response;
const sent: unknown[] = [];
const server = setupServer(
  http.post('*/api/admin/v1/login', async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const throttled = () =>
  HttpResponse.json(
    { ok: false, error: 'Too many failed sign-ins', code: 'auth.throttled', params: { minutes: 15 } },
    { status: 429 },
  );

const fill = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });

const renderShell = () => {
  const onSignedIn = vi.fn(async () => {});
  render(<LoginShell onSignedIn={onSignedIn} />);
  return onSignedIn;
};

describe('the login page before react-admin', () => {
  it("draws the contact address's QR code with the form, in its first drawing", async () => {
    renderShell();
    const code = screen.getByRole('img', { name: 'QR code สำหรับติดต่อผู้ให้บริการ' });
    expect(code.getAttribute('src')).toBe(await qrCodeDataUrl(DEFAULT_CONTACT_URL));
    expect(screen.getByRole('link').getAttribute('href')).toBe(DEFAULT_CONTACT_URL);
  });

  it("signs in by the login route's path, stores the token and hands over", async () => {
    answer = () => HttpResponse.json({ ok: true, tokenString: 'fresh-token' });
    const onSignedIn = renderShell();
    await fill('ชื่อผู้ใช้', 'somchai');
    await fill('รหัสผ่าน', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(getToken()).toBe('fresh-token');
    expect(sent).toEqual([{ username: 'somchai', password: 'secret', app_key: 'matchday' }]);
  });

  it('asks for both fields without asking the server', async () => {
    const onSignedIn = renderShell();
    await fill('ชื่อผู้ใช้', 'somchai');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณากรอกข้อมูลให้ครบทุกช่อง');
    expect(sent).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("words the throttle's refusal and its wait in the interface's language, leaving no token", async () => {
    setToken('old-token');
    answer = throttled;
    const onSignedIn = renderShell();
    await fill('ชื่อผู้ใช้', 'somchai');
    await fill('รหัสผ่าน', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่');
    expect(getToken()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many failed sign-ins. Please wait 15 minute(s) and try again.',
      ),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("stops its fields at the login's longest text, and words a field refusal without a catalogue key", async () => {
    answer = () =>
      HttpResponse.json(
        {
          ok: false,
          error: 'Invalid username: must NOT have more than 200 characters',
          code: 'request.invalid',
          params: {},
          fields: [{ field: 'username', code: 'validation.max_length', params: { limit: 200 } }],
        },
        { status: 400 },
      );
    renderShell();
    for (const label of ['ชื่อผู้ใช้', 'รหัสผ่าน']) {
      expect((await screen.findByLabelText(label)).getAttribute('maxlength')).toBe(String(LOGIN_FIELD_MAX_LENGTH));
    }
    await fill('ชื่อผู้ใช้', 'somchai');
    await fill('รหัสผ่าน', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    // named by the form's label; the login page's own catalogue has no length message: the general one stands in
    expect((await screen.findByRole('alert')).textContent).toBe('ชื่อผู้ใช้: ค่าไม่ถูกต้อง');
  });

  it("keeps the chosen language where the app's react-admin store reads it", async () => {
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Matchday Admin' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorageStore(undefined, STORE_APP_KEY).getItem('locale')).toBe('en');
    cleanup();
    // a later visit opens in the stored language
    renderShell();
    expect(await screen.findByRole('heading', { name: 'Sign in to Matchday Admin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ไทย' })).toBeTruthy();
  });
});
