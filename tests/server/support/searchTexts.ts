/**
 * Text for the members search's property tests: few characters, so random texts often share a start,
 * and the ones where a prefix range could go wrong: both cases of A-Z, letters with case outside A-Z
 * (É, the Kelvin sign), Thai, LIKE's specials, and the code points at the edges of UTF-8 and UTF-16
 * (U+D7FF before the surrogates, U+E000 after them, U+FFFF, U+10000, U+10FFFF).
 */
import fc from 'fast-check';

export const SEARCH_CHARACTERS = [
  'a',
  'A',
  'm',
  'M',
  'z',
  'Z',
  '0',
  '7',
  ' ',
  '%',
  '_',
  '\\',
  'É',
  'é',
  '\u212a',
  'k',
  'ก',
  'ม',
  'ฮ',
  '\u007f',
  '\u0080',
  '\ud7ff',
  '\ue000',
  '\ufffd',
  '\uffff',
  '\u{10000}',
  '\u{1f600}',
  '\u{10fffe}',
  '\u{10ffff}',
] as const;

export const searchText = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: fc.constantFrom(...SEARCH_CHARACTERS), maxLength: 4, ...constraints });

/** A-Z to a-z: what the search ignores, written here independently of the code under test. */
export const lowerAsciiLetters = (text: string) =>
  [...text].map((c) => (c >= 'A' && c <= 'Z' ? String.fromCharCode(c.charCodeAt(0) + 32) : c)).join('');

/** The same text with some A-Z and a-z letters in the other case. */
export const caseFlipped = (text: string, flips: boolean[]) =>
  [...text]
    .map((c, i) =>
      flips[i % Math.max(1, flips.length)] && /[a-zA-Z]/.test(c)
        ? c === c.toLowerCase()
          ? c.toUpperCase()
          : c.toLowerCase()
        : c,
    )
    .join('');
