/** Reading a cell's text by its contract field: kinds, bounds, empty text, and the refusal's wording. */
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Baht, NullableField } from '../../contract/shared';
import { Text } from '../../contract/text';
import { fieldsByName } from '../../src/kit/fields';
import { problemOf, readTyped } from '../../src/kit/typedText';

const fields = fieldsByName(
  Type.Object({
    goals: Type.Integer({ minimum: -5, maximum: 5 }),
    score: NullableField(Type.Integer({ minimum: 0, maximum: 99 })),
    prize: Baht('a prize'),
    note: Type.String({ maxLength: 4 }),
    name: Type.String({ minLength: 1 }),
    title: Text(40),
  }),
);
const field = (source: string) => {
  const found = fields.get(source);
  if (!found) throw new Error(source);
  return found;
};

describe('reading typed text by its field', () => {
  it('reads whole numbers within the bounds, signs included', () => {
    expect(readTyped(field('goals'), ' -5 ')).toEqual({ ok: true, value: -5 });
    expect(readTyped(field('goals'), '+3')).toEqual({ ok: true, value: 3 });
    expect(readTyped(field('goals'), '6')).toEqual({ ok: false, reason: 'range' });
    expect(readTyped(field('goals'), '1.0')).toEqual({ ok: false, reason: 'format' });
  });

  it('takes empty text as null only where the field takes null', () => {
    expect(readTyped(field('score'), '  ')).toEqual({ ok: true, value: null });
    expect(readTyped(field('goals'), '')).toEqual({ ok: false, reason: 'format' });
    expect(readTyped(field('note'), '')).toEqual({ ok: true, value: '' });
    expect(readTyped(field('name'), '')).toEqual({ ok: false, reason: 'format' });
  });

  it('reads baht as shown, with thousands separators and decimals, never below zero', () => {
    expect(readTyped(field('prize'), '1,234,567.25')).toEqual({ ok: true, value: 1234567.25 });
    expect(readTyped(field('prize'), '-1')).toEqual({ ok: false, reason: 'range' });
    expect(readTyped(field('prize'), '12a')).toEqual({ ok: false, reason: 'format' });
  });

  it('stops text at its maximum length', () => {
    expect(readTyped(field('note'), 'abcd')).toEqual({ ok: true, value: 'abcd' });
    expect(readTyped(field('note'), 'abcde')).toEqual({ ok: false, reason: 'range' });
  });

  it("holds text to the contract's text rules, worded as the generated forms word them", () => {
    expect(readTyped(field('title'), 'ทีมปู่')).toEqual({ ok: true, value: 'ทีมปู่' });
    expect(readTyped(field('title'), 'a\u001b[31m')).toEqual({ ok: false, reason: 'format' });
    expect(problemOf(field('title'), 'a\u001b[31m')).toEqual({
      message: 'app.validation.single_line_controls',
      args: {},
    });
    expect(problemOf(field('title'), 'a\uD800')).toEqual({ message: 'app.validation.invalid_unicode', args: {} });
  });

  it('words a refusal as the generated forms do, with the bound that was crossed', () => {
    expect(problemOf(field('score'), '100')).toEqual({ message: 'ra.validation.maxValue', args: { max: 99 } });
    expect(problemOf(field('goals'), '-6')).toEqual({ message: 'ra.validation.minValue', args: { min: -5 } });
    expect(problemOf(field('goals'), '1.5')).toEqual({ message: 'app.validation.whole_number', args: {} });
    expect(problemOf(field('goals'), 'x')).toEqual({ message: 'ra.validation.number', args: {} });
    expect(problemOf(field('goals'), '')).toEqual({ message: 'ra.validation.required', args: {} });
  });
});
