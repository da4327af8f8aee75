/**
 * Whole numbers as the spec's own client sends them. Its season editor converts only PlayerCode, PlayerID,
 * Seasons, TeamID, ShirtNum and Price before sending (spec section 5); every other field goes as typed in its
 * text input, so Age, YellowsCard and RedsCard arrive as "27", "2", "0". The same holds for the other screens'
 * inputs the spec shows no conversion for (the call table, section 7). A field declared with AcceptsDigitText
 * takes such text: digits, with a minus sign for a negative number, become the number before the schema
 * judges it (contract/requestInput.ts), so its bounds hold alike; anything else stays text and is refused,
 * naming the field. Empty text in a field that takes null is null (nothing typed).
 */
import { CloneType, type TInteger } from '@sinclair/typebox';

/** Where a whole-number schema says it also takes its digits as text (a symbol: invisible to JSON Schema tools). */
export const DIGIT_TEXT = Symbol.for('matchday.contract.DigitText');

const DIGITS = /^-?[0-9]{1,15}$/;

export const AcceptsDigitText = <T extends TInteger>(schema: T): T =>
  CloneType(schema, {
    [DIGIT_TEXT]: true,
    description: `${schema.description ? `${schema.description}. ` : ''}A whole number, or its digits as text ("12")`,
  });

export const acceptsDigitText = (schema: unknown) => (schema as { [DIGIT_TEXT]?: boolean } | undefined)?.[DIGIT_TEXT];

/** The value a typed text stands for in a whole-number field: the number, null for nothing typed, else the text. */
export function numberFromDigits(text: string, nullable: boolean): number | string | null {
  if (DIGITS.test(text)) return Number(text);
  if (text === '' && nullable) return null;
  return text;
}
