/**
 * The contract's text rules (contract/text.ts) under both validators that read them: TypeBox, as the SPA's forms
 * check (its patterns without the `u` flag), and Ajv, as the server and the demo check (with it). And the
 * conversions the request step applies before either judges (contract/requestInput.ts): NFC, and whole
 * numbers typed as text.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  CreatePlayerBody,
  LoginBody,
  MultiLineText,
  NullableField,
  RequiredMultiLineText,
  Text,
  TextOrEmpty,
  textProblem,
  UpdateTeamVsBody,
} from '../../contract';
import { patternMessage } from '../../contract/patternMessages';
import { applyDeclaredInput } from '../../contract/requestInput';
import { AcceptsDigitText } from '../../contract/typedNumbers';
import { cpuMsOf } from '../support/cpuTime';

const ajv = new Ajv({ strict: false, verbose: true });

/** Whether both validators take the text, failing the test when they disagree. */
function accepted(schema: TSchema, text: string): boolean {
  const byTypeBox = Value.Check(schema, text);
  const byAjv = ajv.validate(schema, text);
  expect(byAjv, `TypeBox and Ajv disagree on ${JSON.stringify(text)}`).toBe(byTypeBox);
  return byTypeBox;
}

const ORDINARY = ['Chiang Rai United', 'ฟุตบอลไทย ปู่', 'Müller', '🏆⚽️👨‍👩‍👧', '=1+1', "O'Brien", 'x'];
const REFUSED_ANYWHERE = {
  'a lone high surrogate': 'a\uD800b',
  'a lone low surrogate': 'a\uDC00b',
  'a surrogate pair backwards': '\uDE00\uD83D',
  'half an emoji at the end': 'goal \uD83D',
  'an ANSI colour escape': '\u0001\u001b[31mred',
  'an ANSI screen clear': '\u001b[2J',
  BEL: 'ding\u0007',
  DEL: 'a\u007Fb',
  'C1 NEL': 'a\u0085b',
  'C1 CSI': '\u009b31m',
  'a line separator': 'a\u2028b',
  'a paragraph separator': 'a\u2029b',
  'a carriage return': 'a\r\nb',
  'a vertical tab': 'a\u000Bb',
};

describe('one line of text (Text, TextOrEmpty)', () => {
  it('takes ordinary text in any script, emoji (surrogate pairs) included', () => {
    for (const text of ORDINARY) {
      expect(accepted(Text(200), text), text).toBe(true);
      expect(accepted(TextOrEmpty(200), text), text).toBe(true);
    }
  });

  it('refuses invalid Unicode, control characters, line breaks and tabs', () => {
    for (const [what, text] of Object.entries({ ...REFUSED_ANYWHERE, 'a tab': 'a\tb', 'a newline': 'a\nb' })) {
      expect(accepted(Text(200), text), what).toBe(false);
      expect(accepted(TextOrEmpty(200), text), what).toBe(false);
    }
  });

  it('tells blank from empty: Text needs a visible character, TextOrEmpty takes nothing at all', () => {
    for (const blank of ['', '   ', '\u200B', '\u3164']) expect(accepted(Text(200), blank), blank).toBe(false);
    expect(accepted(TextOrEmpty(200), '')).toBe(true);
    expect(accepted(TextOrEmpty(200), '  ')).toBe(true);
  });
});

describe('text of several lines (MultiLineText)', () => {
  it('takes tab and newline besides ordinary text', () => {
    for (const text of [...ORDINARY, 'อันดับ 1\t5,000 บาท\nอันดับ 2\t3,000 บาท', '', '\n']) {
      expect(accepted(MultiLineText(500), text), text).toBe(true);
    }
  });

  it('refuses every other control character and invalid Unicode', () => {
    for (const [what, text] of Object.entries(REFUSED_ANYWHERE)) {
      expect(accepted(MultiLineText(500), text), what).toBe(false);
    }
  });
});

describe('required text of several lines (RequiredMultiLineText)', () => {
  it('takes tab and newline besides ordinary text', () => {
    for (const text of [...ORDINARY, 'อันดับ 1\t5,000 บาท\nอันดับ 2\t3,000 บาท', 'a\n']) {
      expect(accepted(RequiredMultiLineText(500), text), text).toBe(true);
    }
  });

  it('refuses blank text, every other control character and invalid Unicode', () => {
    for (const blank of ['', '\n', ' \t\n ', '\u200B\n']) {
      expect(accepted(RequiredMultiLineText(500), blank), JSON.stringify(blank)).toBe(false);
      expect(textProblem(blank, 'multi', false)).toBe('blank');
    }
    for (const [what, text] of Object.entries(REFUSED_ANYWHERE)) {
      expect(accepted(RequiredMultiLineText(500), text), what).toBe(false);
    }
  });
});

describe('textProblem and the validators’ messages', () => {
  it('names the first problem of a text under its rule', () => {
    expect(textProblem('a\uD800\u0001', 'single', false)).toBe('invalid_unicode');
    expect(textProblem('a\tb', 'single', true)).toBe('single_line_controls');
    expect(textProblem('a\tb', 'multi', true)).toBeUndefined();
    expect(textProblem('a\u001b[31m', 'multi', true)).toBe('multi_line_controls');
    expect(textProblem('\u200B', 'single', false)).toBe('blank');
    expect(textProblem('\u200B', 'single', true)).toBeUndefined();
  });

  it('gives Ajv’s pattern refusal the words of the rule the text broke', () => {
    const schema = Text(200);
    const said = (text: string) => {
      expect(ajv.validate(schema, text)).toBe(false);
      const [error] = ajv.errors ?? [];
      return patternMessage(error.params.pattern, error.data);
    };
    expect(said('a\uD800b')).toBe('must be valid Unicode text (it holds half of a surrogate pair)');
    expect(said('\u001b[31m')).toBe('must be one line of text without control characters');
    expect(said('\u200B')).toBe('must not be blank');
    expect(ajv.validate(MultiLineText(10), 'a\rb')).toBe(false);
    expect(patternMessage(ajv.errors?.[0].params.pattern, 'a\rb')).toBe(
      'must not hold control characters other than tab and new line',
    );
  });

  it('checks a 300,000-character text in linear time', () => {
    const long = `${'ก'.repeat(300_000)}\u0001`;
    const cpuMs = cpuMsOf(() => expect(Value.Check(Type.String({ pattern: Text().pattern }), long)).toBe(false));
    expect(cpuMs).toBeLessThan(500);
  });
});

describe('the conversions the request step applies (applyDeclaredInput)', () => {
  // ป + mai ek (tone) + sara uu: Unicode puts the vowel below before the tone mark
  const typedOutOfOrder = '\u0E1B\u0E48\u0E39';
  const canonical = '\u0E1B\u0E39\u0E48';

  it('stores text in NFC: Thai marks in canonical order, decomposed letters composed', () => {
    const body: Record<string, unknown> = { team_id: 1, name: typedOutOfOrder, position: 'F' };
    applyDeclaredInput(CreatePlayerBody, body);
    expect(body.name).toBe(canonical);
    const row: Record<string, unknown> = { Name: 'A\u030Angstr\u00F6m', FirstName: 'e\u0301' };
    applyDeclaredInput(CreatePlayerBody, row);
    expect(row).toEqual({ Name: 'Ångström', FirstName: 'é' });
  });

  it('keeps a password exactly as typed: its hash was made of those characters', () => {
    const body = { username: typedOutOfOrder, password: typedOutOfOrder, app_key: 'matchday' };
    applyDeclaredInput(LoginBody, body);
    expect(body).toEqual({ username: canonical, password: typedOutOfOrder, app_key: 'matchday' });
  });

  it('turns whole numbers typed as text into numbers where the field takes them, and nowhere else', () => {
    const row: Record<string, unknown> = { Name: 'x', Age: '27', YellowsCard: '2', RedsCard: '-1', ShirtNum: '11' };
    applyDeclaredInput(CreatePlayerBody, row);
    // ShirtNum is converted by the spec's client itself: text there stays text, for the schema to refuse
    expect(row).toEqual({ Name: 'x', Age: 27, YellowsCard: 2, RedsCard: -1, ShirtNum: '11' });
  });

  it('leaves text that is no whole number for the schema to refuse, and reads nothing typed as null where null is a value', () => {
    const scores: Record<string, unknown> = { score1: '', score2: '1.5', sort: ' 3' };
    applyDeclaredInput(UpdateTeamVsBody, scores);
    expect(scores).toEqual({ score1: null, score2: '1.5', sort: ' 3' });
    const notNullable = { value: '' };
    applyDeclaredInput(Type.Object({ value: AcceptsDigitText(Type.Integer()) }), notNullable);
    expect(notNullable.value).toBe('');
    const nullable = { value: '' };
    applyDeclaredInput(Type.Object({ value: NullableField(AcceptsDigitText(Type.Integer())) }), nullable);
    expect(nullable.value).toBeNull();
  });
});
