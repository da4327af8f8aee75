import { describe, expect, it } from 'vitest';
import { monthTitle, weekdayNames } from '../../src/kit/calendar/calendarText';
import { dayForKey } from '../../src/kit/calendar/gridKeys';
import { addDays, addMonths, daysInMonth, monthWeeks, sameDayMonthsAway } from '../../src/kit/calendar/monthModel';

const dates = (weeks: { date: string }[][]) => weeks.map((week) => week.map((cell) => cell.date));

describe("the calendar's month model", () => {
  it("fills November 2026's weeks from Sunday with October's last days and December's first", () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    // 1 November 2026 is a Sunday and the 30th a Monday: five weeks, no leading days, five trailing ones
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks[4].map((cell) => [cell.day, cell.inMonth])).toEqual([
      [29, true],
      [30, true],
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
    ]);
    // 1 January 2025 is a Wednesday: Sunday 29 to Tuesday 31 December 2024 come first
    expect(dates(monthWeeks({ year: 2025, month: 1 }))[0]).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
  });

  it('holds every day of the month once, in whole weeks of seven', () => {
    for (const month of [
      { year: 2024, month: 2 },
      { year: 2026, month: 8 },
      { year: 2015, month: 2 },
    ]) {
      const weeks = monthWeeks(month);
      const inMonth = weeks.flat().filter((cell) => cell.inMonth);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      expect(inMonth.map((cell) => cell.day)).toEqual(Array.from({ length: daysInMonth(month) }, (_, i) => i + 1));
    }
    // February 2015 starts on a Sunday and has 28 days: exactly four weeks
    expect(monthWeeks({ year: 2015, month: 2 })).toHaveLength(4);
  });

  it('knows leap Februaries by the Western year', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2025, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
  });

  it('steps days, months and years across their ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, -12)).toEqual({ year: 2025, month: 11 });
    // a day the next month lacks becomes its last day
    expect(sameDayMonthsAway('2025-01-31', 1)).toBe('2025-02-28');
    expect(sameDayMonthsAway('2024-02-29', 12)).toBe('2025-02-28');
    expect(sameDayMonthsAway('2026-11-26', -1)).toBe('2026-10-26');
  });

  it('moves the focus by the date picker keys, crossing months', () => {
    expect(dayForKey('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(dayForKey('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(dayForKey('2026-11-26', 'ArrowDown')).toBe('2026-12-03');
    expect(dayForKey('2026-11-05', 'ArrowUp')).toBe('2026-10-29');
    expect(dayForKey('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(dayForKey('2026-11-26', 'PageUp', true)).toBe('2025-11-26');
    // Thursday 26 November 2026: its week runs from Sunday the 22nd to Saturday the 28th
    expect(dayForKey('2026-11-26', 'Home')).toBe('2026-11-22');
    expect(dayForKey('2026-11-26', 'End')).toBe('2026-11-28');
    expect(dayForKey('2026-11-26', 'Enter')).toBeNull();
  });

  it('names the month and the weekdays in the interface era: Buddhist in Thai, Western in English', () => {
    expect(monthTitle({ year: 2026, month: 11 }, 'th')).toBe('พฤศจิกายน 2569');
    expect(monthTitle({ year: 2026, month: 11 }, 'en')).toBe('November 2026');
    expect(weekdayNames('th').map((name) => name.short)).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    expect(weekdayNames('en')[0]).toEqual({ short: 'Sun', long: 'Sunday' });
  });
});
