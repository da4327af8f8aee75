/**
 * A Thai phone as operators type it: `0812345678`, `+66812345678`, with spaces or dashes, or a part of one. Phones
 * are stored 0-prefixed, so `+66` stands for the leading 0.
 */
export function normalisePhone(phone: string): string {
  return phone.startsWith('+66') ? `0${phone.slice(3)}` : phone;
}

/**
 * The phone in a typed text, when it is one: digits led by 0 or +66 (a user id never starts with 0). Spaces and
 * dashes are dropped; the leading 0 is kept.
 */
export function typedPhone(text: string): string | undefined {
  const compact = compactPhone(text);
  return /^(?:\+66|0)\d+$/.test(compact) ? normalisePhone(compact) : undefined;
}

/** Spaces and dashes are how a phone is read aloud or copied, never part of it. */
const compactPhone = (text: string) => text.trim().replace(/[\s-]/g, '');

/** The text as stored digits of a phone would be written: spaces and dashes dropped, +66 read as 0. */
export const phoneDigits = (text: string) => normalisePhone(compactPhone(text));

/**
 * Whom a typed phone names among the members found by it: those holding exactly that phone, else the one whose
 * phone holds these digits. Digits several phones hold name nobody: an operator reading a number aloud must not
 * reach a stranger, so more digits are asked for.
 */
export function phoneHolders<Member extends { phone: string }>(
  found: readonly Member[],
  phone: string,
): readonly Member[] | 'several' {
  const exact = found.filter((member) => member.phone === phone);
  if (exact.length > 0) return exact;
  const holding = found.filter((member) => member.phone.includes(phone));
  return holding.length > 1 ? 'several' : holding;
}
