/**
 * Form validation compiled from a route's body schema (src/kit/validation.ts): every invalid field is marked
 * at once, in react-admin's catalogue wording with the schema's bounds, and a valid body passes untouched.
 */
import { describe, expect, it } from 'vitest';
import { TeamBody, UpdateRewardBody, UpdateTeamVsBody } from '../../contract';
import { enAppMessages } from '../../src/i18n/appMessages.en';
import { thAppMessages } from '../../src/i18n/appMessages.th';
import { formValidator } from '../../src/kit/validation';

const validTeam = {
  season_id: 578,
  team_id: 1001,
  name: 'Chiang Rai United',
  short_name: 'Chiang Rai',
  club_abbr: 'CRU',
  grounds_city: 'Chiang Rai',
  alt_ids_opta: 't1001',
  alt_ids_opta_id: '1001',
};

describe('a form validator from the team body schema', () => {
  const validate = formValidator(TeamBody);

  it('passes a valid team', () => {
    expect(validate(validTeam)).toEqual({});
  });

  it('marks every empty or blank field as required, not only the first', () => {
    const errors = validate({ season_id: null, name: '   ', short_name: '' });
    expect(Object.keys(errors).sort()).toEqual(Object.keys(validTeam).sort());
    for (const error of Object.values(errors)) expect(error).toEqual({ message: 'ra.validation.required', args: {} });
  });

  it('refuses ids that are not whole numbers from 1, naming the bound', () => {
    expect(validate({ ...validTeam, team_id: 1.5 }).team_id).toEqual({
      message: 'app.validation.whole_number',
      args: {},
    });
    expect(validate({ ...validTeam, team_id: 0 }).team_id).toEqual({
      message: 'ra.validation.minValue',
      args: { min: 1 },
    });
    expect(validate({ ...validTeam, season_id: 2147483648 }).season_id).toEqual({
      message: 'ra.validation.maxValue',
      args: { max: 2147483647 },
    });
  });

  it('refuses text over its maximum length, naming it', () => {
    expect(validate({ ...validTeam, club_abbr: 'X'.repeat(21) }).club_abbr).toEqual({
      message: 'ra.validation.maxLength',
      args: { max: 20 },
    });
  });

  it('refuses what the server refuses in text: invalid Unicode and control characters, each in its words', () => {
    const errors = validate({ ...validTeam, name: 'a\uD800b', short_name: '\u001b[31mCRU', club_abbr: 'C\tR' });
    expect(errors).toEqual({
      name: { message: 'app.validation.invalid_unicode', args: {} },
      short_name: { message: 'app.validation.single_line_controls', args: {} },
      club_abbr: { message: 'app.validation.single_line_controls', args: {} },
    });
    expect(validate({ ...validTeam, name: '\u200B' }).name).toEqual({ message: 'ra.validation.required', args: {} });
  });

  it('marks two invalid fields of different kinds together', () => {
    const errors = validate({ ...validTeam, team_id: -3, grounds_city: ' ' });
    expect(Object.keys(errors).sort()).toEqual(['grounds_city', 'team_id']);
  });
});

describe('a form validator over nullable and bounded numbers', () => {
  const validate = formValidator(UpdateTeamVsBody);

  it('accepts a null score (not played yet) and refuses one over the bound', () => {
    expect(validate({ score1: null, score2: 2, sort: 1 })).toEqual({});
    expect(Object.keys(validate({ score1: 100, score2: 2, sort: 1 }))).toEqual(['score1']);
  });
});

describe('a form validator over text of several lines (the rewards)', () => {
  const validate = formValidator(UpdateRewardBody);
  const texts = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`reward${i + 1}`, '']));

  it('takes tab and newline, and refuses other control characters and invalid Unicode', () => {
    expect(validate({ ...texts, reward1: 'อันดับ 1\t5,000 บาท\nอันดับ 2\t3,000 บาท' })).toEqual({});
    expect(validate({ ...texts, reward2: 'a\r\nb', reward3: 'half \uD83D' })).toEqual({
      reward2: { message: 'app.validation.multi_line_controls', args: {} },
      reward3: { message: 'app.validation.invalid_unicode', args: {} },
    });
  });
});

describe('the text rules’ messages', () => {
  it('are worded in Thai and in English', () => {
    for (const key of ['invalid_unicode', 'single_line_controls', 'multi_line_controls'] as const) {
      expect(thAppMessages.app.validation[key]).toMatch(/[\u0E00-\u0E7F]/);
      expect(enAppMessages.app.validation[key]).toMatch(/^[A-Z][ -~]+$/);
    }
  });
});
