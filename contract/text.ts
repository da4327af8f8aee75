/**
 * The text a request may carry, declared once here and enforced by every validator that reads the contract:
 * the server's and the demo's (Ajv, server/routes/requestValidation.ts) and the SPA's generated forms
 * (TypeBox, src/kit/validation.ts). Each rule is a JSON Schema `pattern`, so any JSON Schema tool reading
 * the OpenAPI document enforces it too:
 * - no invalid Unicode: a lone UTF-16 surrogate has no character to store (both drivers wrote U+FFFD instead,
 *   a silent change of the operator's data);
 * - one line of text holds no control character (C0, DEL, C1: ANSI escapes start with ESC) and no line or
 *   paragraph separator; text of several lines allows tab and newline (\n), nothing else of those;
 * - text that must not be blank holds a visible character.
 * Text is also stored and compared in Unicode's canonical composition (NFC), so one name typed with its marks
 * in another order (Thai sara u and a tone mark, say) is the same name: the request step that every route
 * shares puts it there before validation (contract/requestInput.ts), where the schema asks for it.
 *
 * Patterns are written with \u escapes only, so they mean the same with and without the `u` flag (Ajv sets
 * it, TypeBox's checker does not): lone surrogates are found with look-arounds that work on code units and on
 * code points alike.
 */
import { type TString, Type } from '@sinclair/typebox';
import { describedPattern } from './patternMessages';

export type TextLines = 'single' | 'multi';

export interface TextRule {
  lines: TextLines;
  /** stored and compared in NFC (false for a password: it is compared exactly as it was set) */
  canonical: boolean;
}

/** Where a text schema keeps its rule (a symbol: invisible to JSON Schema tools). The request step and the SPA read it. */
export const TEXT_RULE = Symbol.for('matchday.contract.TextRule');

/**
 * Characters that show nothing: white space, and the zero-width, joiner, direction, filler and variation
 * characters that are not white space to a regular expression.
 */
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

/** The server's words for each problem (the SPA words them from its catalogues: app.validation.<problem>). */
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

/** What is wrong with a text under the rule of its field, the first problem found; undefined when nothing is. */
export function textProblem(text: string, lines: TextLines, blankAllowed: boolean): TextProblem | undefined {
  if (loneSurrogate.test(text)) return 'invalid_unicode';
  if (refusedControl[lines].test(text)) return lines === 'single' ? 'single_line_controls' : 'multi_line_controls';
  if (!blankAllowed && !visible.test(text)) return 'blank';
  return undefined;
}

/** One pattern per kind of text, named so that a refusal says which rule the text broke. */
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

/** One line of text, not blank (a name). */
export const Text = (maxLength = 200) => textSchema(maxLength, { lines: 'single', canonical: true }, false);

/** One line of text that may be empty (a player's first name, a search). */
export const TextOrEmpty = (maxLength: number) => textSchema(maxLength, { lines: 'single', canonical: true }, true);

/** Text of several lines, tab and newline allowed, that may be empty (a reward's description). */
export const MultiLineText = (maxLength: number) => textSchema(maxLength, { lines: 'multi', canonical: true }, true);

/** Text of several lines, tab and newline allowed, not blank: a visible character somewhere (a notice's body). */
export const RequiredMultiLineText = (maxLength: number) =>
  textSchema(maxLength, { lines: 'multi', canonical: true }, false);

/** A password: one line, not blank, and compared exactly as typed (never normalised: its hash was made of it). */
export const PasswordText = (maxLength: number) => textSchema(maxLength, { lines: 'single', canonical: false }, false);

/** The rule of a text schema built here, else undefined. */
export const textRuleOf = (schema: unknown): TextRule | undefined =>
  (schema as { [TEXT_RULE]?: TextRule } | undefined)?.[TEXT_RULE];

/** Text as it is stored and compared: Unicode's canonical composition. */
export const canonicalText = (text: string) => text.normalize('NFC');
