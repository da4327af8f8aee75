/**
 * How the members search (get-all-user's q) matches, for the server and the demo alike: text anywhere in
 * name, username or phone, any A-Z case, or the id exactly. A search of three characters or more is
 * served by the trigram indexes of migration 006 (a trigram is three characters: a shorter text has
 * none to look up), so it reads only the members holding its trigrams; one or two characters match the
 * start of the texts instead, one range of 004's indexes, rather than read the whole table (0.8 s on
 * SQLite at a million members, seconds on PostgreSQL).
 */

/**
 * Lower-cases A-Z and nothing else. SQLite's lower() does exactly this, and so does PostgreSQL's under
 * COLLATE "C"; its plain lower() follows the database's locale (É to é, the Kelvin sign to k on
 * C.UTF-8), which would make the two databases and the demo disagree. Thai has no case to fold.
 */
export function foldAsciiCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * Lone surrogates replaced by U+FFFD, as both database drivers do when they encode the text as UTF-8,
 * so the range below is computed on the text the database will compare.
 */
function wellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}

/** The shortest search matched anywhere in a text: a trigram index has nothing to look up for less. */
export const ANYWHERE_MIN_LENGTH = 3;

export interface MemberSearch {
  /** what name, username and phone must hold (or start with) once case-folded by foldAsciiCase */
  text: string;
  /** anywhere in the texts (ANYWHERE_MIN_LENGTH characters or more), or only at their start */
  anywhere: boolean;
  /** the id the search names: digits only, at most 9 so that it fits the integer column */
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

/** The ticket lookup's answer to digits found in more than one member's phone (409). */
export const phoneHeldByMany = (digits: string) =>
  `More than one member's phone holds ${digits}: enter more digits, or the user ID`;

/** The texts starting with a prefix: from <= text < below; below is undefined when no text lies above them. */
export interface PrefixRange {
  from: string;
  below: string | undefined;
}

const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, last: 0xdfff };

/** The next code point UTF-8 can encode (surrogates cannot be), or undefined after the last one. */
function nextCodePoint(codePoint: number): number | undefined {
  if (codePoint >= LAST_CODE_POINT) return undefined;
  return codePoint + 1 === SURROGATES.first ? SURROGATES.last + 1 : codePoint + 1;
}

/**
 * The range of the texts that start with `prefix`, in the order both databases compare text here
 * (SQLite's BINARY, PostgreSQL's "C": UTF-8 bytes, which is code point order; not JavaScript's `<`, which
 * compares UTF-16 units and puts U+10000 and above before U+E000). The bound above is the prefix with
 * its last code point increased; a last code point that cannot be increased (U+10FFFF) is dropped and
 * the one before it increased instead.
 */
export function prefixRange(prefix: string): PrefixRange {
  const codePoints = Array.from(prefix, (character) => character.codePointAt(0) as number);
  while (codePoints.length > 0) {
    const next = nextCodePoint(codePoints.pop() as number);
    if (next !== undefined) return { from: prefix, below: String.fromCodePoint(...codePoints, next) };
  }
  return { from: prefix, below: undefined };
}
