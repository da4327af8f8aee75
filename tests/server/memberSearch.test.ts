import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldAsciiCase, memberSearch, prefixRange } from '../../server/domain/memberSearch';
import { lookedUpTrigrams, trigramsOf } from '../../server/domain/memberTextSearch';
import { lowerAsciiLetters, searchText } from './support/searchTexts';

/** Both databases compare text by its UTF-8 bytes (SQLite's BINARY, PostgreSQL's "C"). */
const byUtf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

const inRange = (text: string, { from, below }: { from: string; below: string | undefined }) =>
  byUtf8(text, from) >= 0 && (below === undefined || byUtf8(text, below) < 0);

describe('the members search range', () => {
  it('holds exactly the texts that start with the prefix, in the byte order of both databases', () => {
    fc.assert(
      fc.property(
        searchText({ minLength: 1 }),
        fc.oneof(searchText({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 6 })),
        fc.boolean(),
        (prefix, rest, extend) => {
          const text = extend ? prefix + rest : rest;
          expect(inRange(text, prefixRange(prefix))).toBe(text.startsWith(prefix));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('steps over the surrogates and past U+10FFFF', () => {
    expect(prefixRange('a\ud7ff')).toEqual({ from: 'a\ud7ff', below: 'a\ue000' });
    expect(prefixRange('ม\u{10ffff}')).toEqual({ from: 'ม\u{10ffff}', below: 'ย' });
    expect(prefixRange('\uffff')).toEqual({ from: '\uffff', below: '\u{10000}' });
    expect(prefixRange('\u{10ffff}\u{10ffff}')).toEqual({ from: '\u{10ffff}\u{10ffff}', below: undefined });
  });

  it('folds A-Z only, as SQLite lower() and PostgreSQL lower() under COLLATE "C" do', () => {
    expect(foldAsciiCase('Member ÉÄ\u212a สมชาย')).toBe('member ÉÄ\u212a สมชาย');
    fc.assert(
      fc.property(searchText({ maxLength: 8 }), (text) => {
        expect(foldAsciiCase(text)).toBe(lowerAsciiLetters(text));
      }),
    );
  });

  it('names an id only with 1 to 9 digits, and searches text the databases can hold', () => {
    expect(memberSearch('0042').id).toBe(42);
    expect(memberSearch('1234567890').id).toBeUndefined();
    expect(memberSearch('12a').id).toBeUndefined();
    // a lone surrogate reaches the database as U+FFFD, so the range is computed on that
    expect(memberSearch('a\ud800').text).toBe('a\ufffd');
  });

  it('matches three characters or more anywhere in a text, one or two at its start only', () => {
    expect(memberSearch('ab')).toMatchObject({ text: 'ab', anywhere: false });
    expect(memberSearch('aBc')).toMatchObject({ text: 'abc', anywhere: true });
    // code points, not UTF-16 units: two Thai letters and an emoji of two units are three characters
    expect(memberSearch('สม😀').anywhere).toBe(true);
    expect(memberSearch('ส😀').anywhere).toBe(false);
  });

  it("looks up the first and last of the text's trigrams but runs of one character, unless there is nothing else", () => {
    expect(trigramsOf('ab')).toEqual([]);
    expect(trigramsOf('สมชาย')).toEqual(['สมช', 'มชา', 'ชาย']);
    expect(trigramsOf('a😀bc')).toEqual(['a😀b', '😀bc']);
    expect(trigramsOf('0000')).toEqual(['000']);
    expect(lookedUpTrigrams('80000077')).toEqual(['800', '077']);
    expect(lookedUpTrigrams('0800000777')).toEqual(['080', '077']);
    expect(lookedUpTrigrams('สมชาย')).toEqual(['สมช', 'ชาย']);
    expect(lookedUpTrigrams('0000')).toEqual(['000']);
  });
});
