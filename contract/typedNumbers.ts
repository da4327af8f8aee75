/**
 * The spec's season editor converts only some whole numbers before sending; the rest arrive as typed ("27").
 * A field declared with AcceptsDigitText takes such digits as its number before the schema judges it, so its
 * bounds hold alike; empty text in a nullable field is null.
 */
import { CloneType, type TInteger } from '@sinclair/typebox';

/** A symbol: invisible to JSON Schema tools. */
export const DIGIT_TEXT = Symbol.for('matchday.contract.DigitText');

const DIGITS = /^-?[0-9]{1,15}$/;

export const AcceptsDigitText = <T extends TInteger>(schema: T): T =>
  CloneType(schema, {
    [DIGIT_TEXT]: true,
    description: `${schema.description ? `${schema.description}. ` : ''}A whole number, or its digits as text ("12")`,
  });

export const acceptsDigitText = (schema: unknown) => (schema as { [DIGIT_TEXT]?: boolean } | undefined)?.[DIGIT_TEXT];

export function numberFromDigits(text: string, nullable: boolean): number | string | null {
  if (DIGITS.test(text)) return Number(text);
  if (text === '' && nullable) return null;
  return text;
}
