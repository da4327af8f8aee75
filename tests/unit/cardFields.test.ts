/**
 * A list's phone card takes its lines from the declared columns: the record's name on top (else the first column
 * after the id), its time in the corner, the next few columns below, pictures left to the record's page, and the
 * fields typed in place always there; a declaration's own lines win.
 */
import { describe, expect, it } from 'vitest';
import { type CardFields, cardFields } from '../../src/kit/cardFields';
import { gameWeekResource } from '../../src/screens/gameWeeks';
import { memberResource } from '../../src/screens/members';
import { paymentResource } from '../../src/screens/payments';
import { ticketResource } from '../../src/screens/settings/tickets/ticketResource';
import { teamVsResource } from '../../src/screens/teamVs';

const sources = ({ primary, secondary, tertiary }: CardFields) => ({
  primary: primary?.source,
  secondary: secondary.map((field) => field.source),
  tertiary: tertiary?.source,
});

describe('a phone card’s lines', () => {
  it("puts the record's name on top and the next columns below, with no time where the record has none", () => {
    expect(sources(cardFields(memberResource))).toEqual({
      primary: 'name',
      secondary: ['id', 'username', 'phone'],
      tertiary: undefined,
    });
  });

  it("puts the record's time in the corner", () => {
    expect(sources(cardFields(ticketResource))).toEqual({
      primary: 'UUID',
      secondary: ['UserID', 'IsUsed'],
      tertiary: 'CreatedAt',
    });
  });

  it('takes the first column after the id where the record has no name', () => {
    expect(sources(cardFields(teamVsResource)).primary).toBe('DateVs');
  });

  it('keeps every field typed in place, as the card’s buttons save them', () => {
    const { secondary } = sources(cardFields(gameWeekResource));
    expect(secondary).toEqual(expect.arrayContaining(['reward', 'reward2']));
    expect(sources(cardFields(teamVsResource)).secondary).toEqual(expect.arrayContaining(['Score1', 'Score2', 'Sort']));
  });

  it("follows the declaration's own lines, and never shows a picture", () => {
    const card = sources(cardFields(paymentResource));
    expect(card).toEqual({ primary: 'amount', secondary: ['id', 'value', 'member_name'], tertiary: 'created_at' });
    const withoutOwnLines = { ...paymentResource, list: { ...paymentResource.list, card: undefined } };
    expect(sources(cardFields(withoutOwnLines)).secondary).not.toContain('qr_code');
  });
});
