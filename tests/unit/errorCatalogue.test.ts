/**
 * Every code the server can answer (contract/errorCodes.ts, the list its throws are type-checked against) has a
 * message in both of the SPA's catalogues, and a coded answer is worded from them, in Thai by default.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeList } from '../../contract/errorCodes';
import { i18nProvider } from '../../src/i18n';
import { failureText, fieldErrorsOf, fieldMessages } from '../../src/i18n/failureText';

const thaiScript = /[\u0E00-\u0E7F]/;
const placeholders = (text: string) => (text.match(/%\{[^}]+\}/g) ?? []).sort();
/** The spec fixes these words in English (its message catalogue): they stay verbatim in Thai too. */
const SPEC_VERBATIM = new Set(['ticket.need_id_or_phone']);

const messageIn = async (locale: 'th' | 'en', code: string) => {
  await i18nProvider.changeLocale(locale);
  return i18nProvider.translate(`app.errors.${code}`, { _: '' });
};

afterEach(() => i18nProvider.changeLocale('th'));

describe('the error catalogue', () => {
  it('has a Thai and an English message for every code the server can answer, with the same placeholders', async () => {
    expect(errorCodeList.length).toBeGreaterThan(80);
    const problems: string[] = [];
    for (const code of errorCodeList) {
      const thai = await messageIn('th', code);
      const english = await messageIn('en', code);
      if (!english) problems.push(`${code}: no English message`);
      if (!thai) problems.push(`${code}: no Thai message`);
      else if (!SPEC_VERBATIM.has(code) && !thaiScript.test(thai)) problems.push(`${code}: not Thai`);
      if (placeholders(thai).join() !== placeholders(english).join()) problems.push(`${code}: placeholders differ`);
    }
    expect(problems).toEqual([]);
  });
});

describe('a failed answer in the operator’s language', () => {
  const translate = i18nProvider.translate;
  const taken = {
    ok: false,
    error: 'Team ID 901 is already used in season 578: choose another Team ID',
    code: 'team.id_taken',
    params: { teamId: 901, season: 578, holder: '' },
  };
  const invalid = {
    ok: false,
    error: 'Invalid Name: must NOT have fewer than 1 characters',
    code: 'request.invalid',
    params: {},
    fields: [
      { field: 'Name', code: 'validation.min_length', params: { limit: 1 } },
      { field: 'Price', code: 'validation.minimum', params: { limit: 0 } },
    ],
  };

  it('words a code with its params, in Thai by default and in English on request', async () => {
    expect(failureText(taken, taken.error, translate)).toBe('รหัสทีม 901 ถูกใช้แล้วในฤดูกาล 578 กรุณาเลือกรหัสทีมอื่น');
    await i18nProvider.changeLocale('en');
    expect(failureText(taken, taken.error, translate)).toBe(
      'Team ID 901 is already used in season 578: choose another Team ID',
    );
  });

  it('names every refused field of a 400 in Thai, with nothing of the validator’s English', () => {
    const text = failureText(invalid, invalid.error, translate);
    expect(text).toBe('Name: ต้องมีอย่างน้อย 1 ตัวอักษร; Price: ต้องไม่น้อยกว่า 0');
    expect(fieldMessages(invalid, translate)).toEqual({
      Name: 'ต้องมีอย่างน้อย 1 ตัวอักษร',
      Price: 'ต้องไม่น้อยกว่า 0',
    });
  });

  it('words a JSON type in the operator’s language, alone or one of several', async () => {
    const wrongType = (type: string) => ({
      ok: false,
      error: `Invalid Age: must be ${type}`,
      code: 'request.invalid',
      params: {},
      fields: [{ field: 'Age', code: 'validation.type', params: { type } }],
    });
    expect(fieldMessages(wrongType('integer'), translate)).toEqual({ Age: 'ต้องเป็นจำนวนเต็ม' });
    expect(fieldMessages(wrongType('integer,null'), translate)).toEqual({ Age: 'ต้องเป็นจำนวนเต็ม หรือ ค่าว่าง' });
    await i18nProvider.changeLocale('en');
    expect(fieldMessages(wrongType('string'), translate)).toEqual({ Age: 'Must be text' });
  });

  it("falls back to the server's text without a code, or with a code this SPA does not know yet", () => {
    expect(failureText({ ok: false, error: 'Bad gateway' }, 'Bad gateway', translate)).toBe('Bad gateway');
    expect(failureText({ ok: false, error: 'New rule', code: 'rule.newer' }, 'New rule', translate)).toBe('New rule');
    expect(fieldMessages({ ok: false, error: 'x', code: 'payment.not_pending' }, translate)).toBeUndefined();
  });

  it("gives a form nothing once saved (a saved record is not field errors) and the refused fields' messages", async () => {
    const saved = { id: 7, team1_id: 1, Score1: null, Score2: null };
    expect(await fieldErrorsOf(Promise.resolve(saved))).toBeUndefined();
    const refusal = Object.assign(new Error('refused'), { body: { errors: { team2_id: 'ทีมเดียวกัน' } } });
    expect(await fieldErrorsOf(Promise.reject(refusal))).toEqual({ team2_id: 'ทีมเดียวกัน' });
    expect(await fieldErrorsOf(Promise.reject(new Error('offline')))).toBeUndefined();
  });
});
