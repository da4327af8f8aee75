/**
 * The text rules every validator reading the contract enforces, as JSON Schema `pattern`s so OpenAPI readers do
 * too: no lone UTF-16 surrogate (both drivers silently store U+FFFD instead), no control character in one line
 * (ANSI escapes start with ESC), a visible character where blank is refused. Text is stored in NFC, so a Thai
 * name typed with its marks in another order is the same name. Patterns use \u escapes only, so they mean the
 * same with and without the `u` flag (Ajv sets it, TypeBox's checker does not).
 */
import type { TString } from '@sinclair/typebox';
import { describedPattern } from './patternMessages';
import * as Type from './typeBuilder';

export type TextLines = 'single' | 'multi';

export interface TextRule {
  lines: TextLines;
  /** stored and compared in NFC (false for a password: it is compared exactly as it was set) */
  canonical: boolean;
}

/** A symbol: invisible to JSON Schema tools. */
export const TEXT_RULE = Symbol.for('matchday.contract.TextRule');

/** Zero-width, joiner, direction, filler and variation characters are not white space to a regular expression. */
const INVISIBLE =
  '\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E' +
  '\\u2060-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0';

/** A high surrogate without its low half after it, or a low one without its high half before it. */
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

/** C0, DEL and C1 controls and the line and paragraph separators; text of several lines keeps tab and \n. */
const REFUSED_CONTROLS: Record<TextLines, string> = {
  single: '[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]',
  multi: '[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029]',
};

export type TextProblem = 'invalid_unicode' | 'single_line_controls' | 'multi_line_controls' | 'blank';

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  invalid_unicode: 'must be valid Unicode text (it holds half of a surrogate pair)',
  single_line_controls: 'must be one line of text without control characters',
  multi_line_controls: 'must not hold control characters other than tab and new line',
  blank: 'must not be blank',
};

const loneSurrogate = new RegExp(LONE_SURROGATE);
const refusedControl: Record<TextLines, RegExp> = {
  single: new RegExp(REFUSED_CONTROLS.single),
  multi: new RegExp(REFUSED_CONTROLS.multi),
};
const visible = new RegExp(`[^${INVISIBLE}]`);

export function textProblem(text: string, lines: TextLines, blankAllowed: boolean): TextProblem | undefined {
  if (loneSurrogate.test(text)) return 'invalid_unicode';
  if (refusedControl[lines].test(text)) return lines === 'single' ? 'single_line_controls' : 'multi_line_controls';
  if (!blankAllowed && !visible.test(text)) return 'blank';
  return undefined;
}

function textPattern(lines: TextLines, blankAllowed: boolean): string {
  const clean = `(?![\\s\\S]*(?:${REFUSED_CONTROLS[lines]}|${LONE_SURROGATE}))`;
  const filled = blankAllowed ? '' : `(?=[\\s\\S]*[^${INVISIBLE}])`;
  const problemOf = (value: unknown) =>
    typeof value === 'string' ? (textProblem(value, lines, blankAllowed) ?? 'blank') : undefined;
  return describedPattern(
    `^${clean}${filled}`,
    (value) => {
      const problem = problemOf(value);
      return problem && TEXT_PROBLEM_MESSAGES[problem];
    },
    (value) => {
      const problem = problemOf(value);
      return problem && (`validation.${problem}` as const);
    },
  );
}

function textSchema(maxLength: number, rule: TextRule, blankAllowed: boolean): TString {
  return Type.String({
    ...(blankAllowed ? {} : { minLength: 1 }),
    maxLength,
    pattern: textPattern(rule.lines, blankAllowed),
    [TEXT_RULE]: rule,
  });
}

export const Text = (maxLength = 200) => textSchema(maxLength, { lines: 'single', canonical: true }, false);

export const TextOrEmpty = (maxLength: number) => textSchema(maxLength, { lines: 'single', canonical: true }, true);

export const MultiLineText = (maxLength: number) => textSchema(maxLength, { lines: 'multi', canonical: true }, true);

/** Several lines, tab and newline allowed, not blank. */
export const RequiredMultiLineText = (maxLength: number) =>
  textSchema(maxLength, { lines: 'multi', canonical: true }, false);

/** Never normalised: the stored hash was made of the password as typed. */
export const PasswordText = (maxLength: number) => textSchema(maxLength, { lines: 'single', canonical: false }, false);

export const textRuleOf = (schema: unknown): TextRule | undefined =>
  (schema as { [TEXT_RULE]?: TextRule } | undefined)?.[TEXT_RULE];

export const canonicalText = (text: string) => text.normalize('NFC');
