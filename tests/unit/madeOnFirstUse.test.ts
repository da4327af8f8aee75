/**
 * The Intl formats are made when a screen first shows a date, an amount or a sorted list, not as the page's
 * modules load (src/format/madeOnFirstUse.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from '../../src/format/madeOnFirstUse';

const FORMATS = ['DateTimeFormat', 'NumberFormat', 'Collator'] as const;
const originals = Object.fromEntries(FORMATS.map((name) => [name, Intl[name]]));

/** Which formats were made from here on, by name. */
function countMade(): string[] {
  const made: string[] = [];
  for (const name of FORMATS) {
    const counted = new Proxy(originals[name], {
      construct: (target, args) => {
        made.push(name);
        return Reflect.construct(target, args);
      },
    });
    Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
  }
  return made;
}

afterEach(() => {
  for (const name of FORMATS)
    Object.defineProperty(Intl, name, { value: originals[name], configurable: true, writable: true });
});

describe('madeOnFirstUse', () => {
  it('makes its value on the first call only, and gives the same one after', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('the formats', () => {
  it('are made by their first use, not by loading their modules', async () => {
    vi.resetModules();
    const made = countMade();
    const format = await import('../../src/format');
    const records = await import('../../src/api/dataProvider/records');
    await import('../../src/kit/calendar/calendarText');
    expect(made).toEqual([]);
    expect(format.formatBaht(1234.5)).toBe('฿1,234.50');
    expect(format.formatThaiDateTime('2025-01-05 14:30')).toBe('05/01/68 14:30');
    expect(records.sortRows([{ name: 'ข' }, { name: 'ก' }], 'name').map((row) => row.name)).toEqual(['ก', 'ข']);
    expect(new Set(made)).toEqual(new Set(FORMATS));
  });
});
