/** A browser test's signed-in page and the server's own view of what the page did. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { submitLogin } from './browser';
import { E2E_ADMIN } from './server';

/** Opens a screen while signed out, is sent to the login page, signs in and leaves it. */
export async function signInFrom(page: Page, url: string) {
  await page.goto(url);
  await page.waitForURL('**/login');
  await submitLogin(page, E2E_ADMIN);
  await page.waitForURL((next) => next.pathname !== '/login');
}

/** GETs an /admin/v1 path from the server with the token the page signed in with; fails unless 200. */
export function serverView(page: Page, baseUrl: () => string) {
  return async <T>(path: string): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const response = await fetch(`${baseUrl()}/api/admin/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
}
