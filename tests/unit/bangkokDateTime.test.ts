/**
 * The contract's Bangkok date-time (contract/bangkokDateTime.ts) under both validators that read it: TypeBox, as
 * the SPA's forms check, and Ajv, as the server and the demo check. Its pattern alone holds the calendar: the
 * months' lengths, the Gregorian leap years and the 24-hour clock, so it is compared with the calendar itself.
 */
import { Value } from '@sinclair/typebox/value';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { BangkokDateTime, hasDateTimeShape, isBangkokDateTime } from '../../contract';
import { patternCode, patternMessage, patternParams } from '../../contract/patternMessages';

const ajv = new Ajv({ strict: false, verbose: true });
const schema = BangkokDateTime();

/** Whether both validators take the text, failing the test when they disagree. */
function accepted(text: string): boolean {
  const byTypeBox = Value.Check(schema, text);
  expect(ajv.validate(schema, text), `TypeBox and Ajv disagree on ${text}`).toBe(byTypeBox);
  return byTypeBox;
}

/** The calendar's own answer, from Date: a day it does not roll over into the next month. */
function isCalendarMinute(year: number, month: number, day: number, hour: number, minute: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute));
  date.setUTCFullYear(year);
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('BangkokDateTime', () => {
  it('refuses 2026-02-30 10:00 and 2026-02-28 24:00, and takes 2026-02-28 23:59', () => {
    expect(accepted('2026-02-30 10:00')).toBe(false);
    expect(accepted('2026-02-28 24:00')).toBe(false);
    expect(accepted('2026-02-28 23:59')).toBe(true);
  });

  it('takes exactly the days of the calendar, leap years included, in every month of four centuries', () => {
    for (const year of [1, 4, 100, 400, 1600, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)} 12:00`;
          expect(isBangkokDateTime(text), text).toBe(
            month >= 1 && month <= 12 && isCalendarMinute(year, month, day, 12, 0),
          );
        }
      }
    }
    for (let year = 1896; year <= 2404; year++) {
      const text = `${year}-02-29 00:00`;
      expect(isBangkokDateTime(text), text).toBe(isCalendarMinute(year, 2, 29, 0, 0));
    }
  });

  it('takes every minute of the 24-hour clock and nothing past it', () => {
    for (let hour = 0; hour <= 25; hour++) {
      for (let minute = 0; minute <= 60; minute++) {
        const text = `2024-06-15 ${pad(hour)}:${pad(minute)}`;
        expect(isBangkokDateTime(text), text).toBe(hour <= 23 && minute <= 59);
      }
    }
    expect(accepted('2024-06-15 00:00')).toBe(true);
  });

  it('refuses other shapes and the year 0', () => {
    for (const text of [
      '0000-01-01 00:00',
      '2024-01-10T10:00',
      '2024-1-10 10:00',
      '2024-01-10 10:00:00',
      ' 2024-01-10 10:00',
      '2024-01-10 10:00\n',
      '',
    ]) {
      expect(accepted(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names a minute that does not exist, with its value, and tells other text the shape', () => {
    const said = (text: string) => {
      expect(ajv.validate(schema, text)).toBe(false);
      const [error] = ajv.errors ?? [];
      return {
        message: patternMessage(error.params.pattern, error.data),
        code: patternCode(error.params.pattern, error.data),
        params: patternParams(error.params.pattern, error.data),
      };
    };
    expect(said('2026-02-30 10:00')).toEqual({
      message: "'2026-02-30 10:00' is not a real date and time (YYYY-MM-DD HH:mm)",
      code: 'validation.date_time',
      params: { value: '2026-02-30 10:00' },
    });
    expect(said('30/02/2026 10:00')).toEqual({
      message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$"',
      code: undefined,
      params: {},
    });
    expect(hasDateTimeShape('2026-02-30 10:00')).toBe(true);
    expect(hasDateTimeShape('30/02/2026 10:00')).toBe(false);
  });
});
