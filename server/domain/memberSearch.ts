/**
 * How the members search matches: text in name, username or phone, or the id exactly. One or two characters match
 * the start of the texts: a trigram index has nothing to look up for them.
 */

/**
 * A-Z only, as SQLite's lower() and PostgreSQL's under COLLATE "C": its plain lower() follows the locale (É to é),
 * and the two databases and the demo would disagree.
 */
export function foldAsciiCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** As both drivers encode it to UTF-8, so a range is computed on the text the database compares. */
function wellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}

export const ANYWHERE_MIN_LENGTH = 3;

export interface MemberSearch {
  text: string;
  anywhere: boolean;
  /** at most 9 digits, so that it fits the integer column */
  id: number | undefined;
}

export function memberSearch(q: string): MemberSearch {
  const text = foldAsciiCase(wellFormed(q));
  return {
    text,
    anywhere: Array.from(text).length >= ANYWHERE_MIN_LENGTH,
    id: /^\d{1,9}$/.test(q) ? Number(q) : undefined,
  };
}

export const phoneHeldByMany = (digits: string) =>
  `More than one member's phone holds ${digits}: enter more digits, or the user ID`;

/** from <= text < below; no `below` when no text lies above them. */
export interface PrefixRange {
  from: string;
  below: string | undefined;
}

const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, last: 0xdfff };

/** UTF-8 cannot encode a surrogate. */
function nextCodePoint(codePoint: number): number | undefined {
  if (codePoint >= LAST_CODE_POINT) return undefined;
  return codePoint + 1 === SURROGATES.first ? SURROGATES.last + 1 : codePoint + 1;
}

/** In code point order, as the databases compare UTF-8 bytes; JavaScript's `<` puts U+10000 before U+E000. */
export function prefixRange(prefix: string): PrefixRange {
  const codePoints = Array.from(prefix, (character) => character.codePointAt(0) as number);
  while (codePoints.length > 0) {
    const next = nextCodePoint(codePoints.pop() as number);
    if (next !== undefined) return { from: prefix, below: String.fromCodePoint(...codePoints, next) };
  }
  return { from: prefix, below: undefined };
}
