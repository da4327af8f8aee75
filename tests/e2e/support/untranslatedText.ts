/**
 * What a page shows that is not in the operator's language: a visible text with Latin letters and no Thai that
 * neither the allow-list nor the server's own data explains, a raw UTC instant, a `%{placeholder}` or a
 * catalogue key. The server's data (usernames, team and player names) is the operator's own words; a declared
 * enum value is not, so a raw 'pending' or 'vip' is still caught.
 */
import type { Page } from 'playwright-core';
import { en } from '../../../src/i18n/en';
import { th } from '../../../src/i18n/th';

/** Brand and product names, club abbreviations' kind of words, and units Thai writes in Latin letters. */
export const LATIN_ALLOWED = new Set([
  'Matchday',
  'Admin',
  'QR',
  'VIP',
  'Excel',
  // the language switch names each language in its own words
  'English',
  'ID',
  'Opta',
  'PromptPay',
  'PNG',
  'JPEG',
  'GIF',
  'WebP',
  'MB',
  'VS',
  'C',
  'HH',
  'mm',
]);

const THAI = /[\u0E00-\u0E7F]/;
const KEY_OR_PLACEHOLDER = /%\{|\b(?:app|resources|ra|menu)\.[A-Za-z_]/;
const UTC_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Tree = { [key: string]: unknown };

function leafPaths(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Tree).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** Every value a contract enum declares, as the catalogue's choices name them (audit actions as "payment.confirm"). */
const declaredChoices = new Set(
  Object.values(th.resources as Tree).flatMap((resource) =>
    Object.values(((resource as Tree).choices ?? {}) as Tree).flatMap((choices) => leafPaths(choices)),
  ),
);

function leafTexts(tree: unknown): string[] {
  if (!tree || typeof tree !== 'object') return [String(tree)];
  return Object.values(tree as Tree).flatMap(leafTexts);
}

/** The English interface's texts that Thai words differently: shown in Thai, one is untranslated, data or not. */
const thaiTexts = new Set(leafTexts(th));
const englishTexts = new Set(leafTexts(en).filter((text) => !thaiTexts.has(text)));

function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
}

/** An answer's envelope (its 'success' status, its error text) is the protocol's, not the operator's data. */
const ENVELOPE = new Set(['ok', 'status', 'error', 'message']);
const payloadOf = (answer: unknown) =>
  answer && typeof answer === 'object' && !Array.isArray(answer)
    ? Object.entries(answer).filter(([key]) => !ENVELOPE.has(key))
    : answer;

/** Collects the strings of every JSON answer the page receives from now on. */
export function watchServerData(page: Page) {
  const strings = new Set<string>();
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    try {
      stringsOf(payloadOf(await response.json()), strings);
    } catch {
      // a body the page never read (a navigation away) carries nothing shown
    }
  });
  return strings;
}

/** Visible text nodes and input placeholders of the page, trimmed. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && Number(style.opacity) !== 0 && box.width > 0 && box.height > 0;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (text && element && !element.closest('script,style,noscript') && shown(element)) texts.push(text);
    }
    for (const input of document.querySelectorAll('input[placeholder],textarea[placeholder]')) {
      const placeholder = input.getAttribute('placeholder')?.trim();
      if (placeholder && shown(input)) texts.push(placeholder);
    }
    return texts;
  });
}

/** Why a text is not in the operator's language, or undefined when it is (or is the operator's own data). */
function untranslated(text: string, data: Set<string>, dataWords: Set<string>) {
  if (KEY_OR_PLACEHOLDER.test(text)) return 'a catalogue key or placeholder';
  if (UTC_INSTANT.test(text)) return 'a raw UTC instant';
  // a stored word inside a Thai sentence ("รางวัล: normal") is as raw as one alone
  const rawWord = (text.match(/[a-z_]{3,}/g) ?? []).find((word) => declaredChoices.has(word));
  if (rawWord && !data.has(text)) return `the raw enum value '${rawWord}'`;
  if (THAI.test(text) || !/[A-Za-z]/.test(text)) return undefined;
  if (declaredChoices.has(text)) return 'a raw enum value';
  if (data.has(text)) return undefined;
  if (englishTexts.has(text)) return 'an English catalogue text';
  const unexplained = (text.match(/[A-Za-z]+/g) ?? []).filter(
    (word) => !LATIN_ALLOWED.has(word) && !(dataWords.has(word) && !declaredChoices.has(word)),
  );
  return unexplained.length > 0 ? 'Latin letters only' : undefined;
}

const wordsOf = (data: Set<string>) => new Set([...data].flatMap((text) => text.match(/[A-Za-z]+/g) ?? []));

/** One text judged against the server's data, for the walk's own check of what it refuses. */
export const whyUntranslated = (text: string, data: Set<string>) => untranslated(text, data, wordsOf(data));

/** The page's texts that are not in the operator's language, each as "where: text (why)". */
export async function untranslatedTexts(page: Page, where: string, data: Set<string>): Promise<string[]> {
  const dataWords = wordsOf(data);
  const found = new Set<string>();
  for (const text of await visibleTexts(page)) {
    const why = untranslated(text, data, dataWords);
    if (why) found.add(`${where}: ${JSON.stringify(text)} (${why})`);
  }
  return [...found];
}
