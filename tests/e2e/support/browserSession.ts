/**
 * What every browser test file against the real server starts from: the server (./server.ts), Chromium, one page
 * in a context of its own (axe needs an explicit one) whose errors are collected, signed in where the file asks;
 * the browser and the server stopped after the file's tests.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, watchPageProblems } from './browser';
import { type RunningServer, startE2eServer } from './server';
import { signInFrom } from './session';

export interface BrowserSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
  /** the page's console errors and page errors so far */
  problems: string[];
}

export interface BrowserSessionOptions {
  /** the page's viewport, locale, downloads */
  page?: BrowserContextOptions;
  /** where the page opens signed out and signs in, sent back there by the login; the page stays signed out without */
  signInAt?: string;
  /** what the file watches on the page from its first request, before it signs in */
  watch?: (page: Page) => void;
  /** more of the server's environment, asked for when it starts (after the file's earlier beforeAll hooks) */
  serverEnv?: () => Record<string, string>;
}

/**
 * Registers the file's beforeAll and afterAll; the session's fields are there once that beforeAll has run, so
 * hooks registered after it and the tests read them.
 */
export function browserSession(options: BrowserSessionOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.server = await startE2eServer(options.serverEnv?.());
    session.browser = await launchBrowser();
    session.page = await (await session.browser.newContext(options.page)).newPage();
    session.problems = watchPageProblems(session.page);
    options.watch?.(session.page);
    if (options.signInAt !== undefined) {
      await signInFrom(session.page, `${session.server.baseUrl}${options.signInAt}`);
    }
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
