/**
 * How the members search (get-all-user's q) matches, for the server and the demo alike: the start of
 * name, username or phone, any case, or the id exactly. "Starts with" and not "contains" (issue 8): a
 * prefix is one range of an index, so a search reads only its matches, where a substring reads the
 * whole table (0.8 s on SQLite at a million members, seconds on PostgreSQL).
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

export interface MemberSearch {
  /** what name, username and phone must start with once case-folded by foldAsciiCase */
  prefix: string;
  /** the id the search names: digits only, at most 9 so that it fits the integer column */
  id: number | undefined;
}

export function memberSearch(q: string): MemberSearch {
  return {
    prefix: foldAsciiCase(wellFormed(q)),
    id: /^\d{1,9}$/.test(q) ? Number(q) : undefined,
  };
}

/** The demo's test of one member, the same answer as the server's index ranges. */
export function matchesMember(search: MemberSearch) {
  return (member: { id: number; name: string; username: string; phone: string }) =>
    member.id === search.id ||
    [member.name, member.username, member.phone].some((text) => foldAsciiCase(text).startsWith(search.prefix));
}

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
