import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  ELLIPSIS,
  formatBaht,
  formatBalance,
  formatDate,
  formatDateTime,
  formatNumber,
  formatThaiDate,
  formatThaiDateTime,
  PageNumbers,
  pageWindow,
  SignedNumber,
  signedNumber,
} from '../../src/format';

afterEach(cleanup);

describe('formatNumber', () => {
  it.each([
    [0, 0, '0'],
    [1234, 0, '1,234'],
    [1234567.891, 0, '1,234,568'],
    [1234567.891, 2, '1,234,567.89'],
    [-9876.5, 1, '-9,876.5'],
    [5, 2, '5.00'],
    [-0.001, 2, '0.00'],
  ])('formats %s with %s decimals as %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each([
    ['1234.567', 2, '1,234.57'],
    ['12.5abc', 0, '13'],
    ['  42', 0, '42'],
    ['1e3', 0, '1,000'],
  ])('parses the non-number %j as a float and fixes it to %s decimals', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['abc'], [Number.NaN], [Number.POSITIVE_INFINITY], [{}], [true]])(
    'shows a dash for the unreadable value %j',
    (value) => {
      expect(formatNumber(value, 2)).toBe('-');
    },
  );

  it('defaults to no decimals', () => {
    expect(formatNumber(1999.5)).toBe('2,000');
  });
});

describe('signedNumber', () => {
  it.each([
    [5, 0, '+5', 'success'],
    [1234.5, 1, '+1,234.5', 'success'],
    [-3, 0, '-3', 'error'],
    ['-12', 0, '-12', 'error'],
    [0, 0, '0', 'inherit'],
    [-0.001, 2, '0.00', 'inherit'],
    [0.4, 0, '0', 'inherit'],
    ['x', 0, '-', 'inherit'],
  ])('%j with %s decimals reads %s in colour %s', (value, decimals, text, colour) => {
    expect(signedNumber(value, decimals)).toEqual({ text, colour });
  });

  it('renders the sign and marks the colour on <SignedNumber>', () => {
    render(<SignedNumber value={-7} />);
    const node = screen.getByText('-7');
    expect(node.getAttribute('data-sign')).toBe('error');
  });
});

describe('formatBaht and formatBalance', () => {
  it.each([
    [1234.5, '฿1,234.50'],
    [0, '฿0.00'],
    ['99', '฿99.00'],
    [1000000, '฿1,000,000.00'],
    [-50, '-฿50.00'],
    [null, '-'],
  ])('formatBaht(%j) is %s', (value, expected) => {
    expect(formatBaht(value)).toBe(expected);
  });

  it.each([
    [1234.5, 'C1,234.50'],
    [0, 'C0.00'],
    ['10.129', 'C10.13'],
    [undefined, '-'],
  ])('formatBalance(%j) is %s', (value, expected) => {
    expect(formatBalance(value)).toBe(expected);
  });
});

describe('Thai Buddhist-era dates', () => {
  it.each([
    ['2025-01-05T07:30:00Z', '05/01/68 14:30'],
    ['2025-01-05T07:30:00.000+00:00', '05/01/68 14:30'],
    ['2025-01-05 14:30', '05/01/68 14:30'],
    ['2025-01-05T14:30', '05/01/68 14:30'],
    ['2024-12-31T17:00:00Z', '01/01/68 00:00'],
    ['2024-02-29 23:59', '29/02/67 23:59'],
    [new Date('2025-06-15T16:05:00Z'), '15/06/68 23:05'],
    [Date.UTC(2030, 0, 1, 0, 0), '01/01/73 07:00'],
  ])('formatThaiDateTime(%j) is %s (24-hour, Bangkok time, year + 543)', (value, expected) => {
    expect(formatThaiDateTime(value)).toBe(expected);
  });

  it.each([
    ['2025-01-05', '05/01/68'],
    ['2025-01-05T20:00:00Z', '06/01/68'],
    ['1999-12-31', '31/12/42'],
  ])('formatThaiDate(%j) is %s', (value, expected) => {
    expect(formatThaiDate(value)).toBe(expected);
  });

  it.each([[null], [''], ['not a date'], [{}], [new Date(Number.NaN)]])('shows a dash for %j', (value) => {
    expect(formatThaiDateTime(value)).toBe('-');
    expect(formatThaiDate(value)).toBe('-');
  });
});

describe('dates by the interface language', () => {
  it.each([
    ['2025-01-05T07:30:00Z', '05/01/68 14:30', '05/01/2025 14:30'],
    ['2025-01-05 14:30', '05/01/68 14:30', '05/01/2025 14:30'],
    ['2024-12-31T17:00:00Z', '01/01/68 00:00', '01/01/2025 00:00'],
  ])('%j: Buddhist era in Thai (%s), Western years in English (%s), Bangkok time in both', (value, thai, english) => {
    expect(formatDateTime(value, 'th')).toBe(thai);
    expect(formatDateTime(value, 'en')).toBe(english);
  });

  it('writes days alike, and a dash for what is not a date', () => {
    expect(formatDate('2025-01-05', 'th')).toBe('05/01/68');
    expect(formatDate('2025-01-05', 'en')).toBe('05/01/2025');
    expect(formatDate('not a date', 'en')).toBe('-');
  });
});

describe('pageWindow', () => {
  const E = ELLIPSIS;
  it.each<[number, number, (number | typeof E)[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 3, 4, E, 6]],
    [1, 10, [1, 2, 3, 4, E, 10]],
    [3, 10, [1, 2, 3, 4, E, 10]],
    [4, 10, [1, E, 3, 4, 5, E, 10]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [8, 10, [1, E, 7, 8, 9, 10]],
    [10, 10, [1, E, 7, 8, 9, 10]],
    [50, 100, [1, E, 49, 50, 51, E, 100]],
    [99, 10, [1, E, 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, E, 10]],
  ])('page %s of %s shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('never shows more than 5 numbered pages', () => {
    for (let total = 0; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const numbers = pageWindow(current, total).filter((item) => item !== ELLIPSIS);
        expect(numbers.length).toBeLessThanOrEqual(5);
        if (total > 0) expect(numbers).toContain(current);
      }
    }
  });

  it.each([
    [1, 5, false, true],
    [3, 5, true, true],
    [5, 5, true, false],
    [1, 1, false, false],
    [1, 0, false, false],
  ])('page %s of %s: previous %s, next %s', (current, total, previous, next) => {
    expect(canGoPrevious(current)).toBe(previous);
    expect(canGoNext(current, total)).toBe(next);
  });
});

describe('<PageNumbers>', () => {
  it('shows the window, marks the current page and moves on click', () => {
    const onPageChange = vi.fn();
    render(<PageNumbers page={5} totalPages={10} onPageChange={onPageChange} />);
    const numbers = screen.getAllByRole('button').map((button) => button.textContent);
    expect(numbers).toEqual(['', '1', '4', '5', '6', '10', '']);
    expect(screen.getByRole('button', { name: '5' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[10], [6], [4]]);
  });

  it('keeps previous and next inert at the ends', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<PageNumbers page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    rerender(<PageNumbers page={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
