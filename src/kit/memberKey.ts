import { typedPhone } from '../../contract/rules/phone';
import { parseId } from './parseId';

/** Who an operator names at a lookup: a user id, or a phone or a part of one, its leading 0 kept. */
export type MemberKey = { userId: number; phone?: undefined } | { phone: string; userId?: undefined };

export function parseMemberKey(text: string): MemberKey | null {
  const phone = typedPhone(text);
  if (phone !== undefined) return { phone };
  const userId = parseId(text);
  return userId === null ? null : { userId };
}

/** The key as the operator reads it back, in refusals and as a list's identity. */
export const memberKeyText = (key: MemberKey): string => key.phone ?? String(key.userId);
