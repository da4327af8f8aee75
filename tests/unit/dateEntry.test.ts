import { describe, expect, it } from 'vitest';
import { formatDate, formatDateEntry, parseDateEntry, readWireDate } from '../../src/format';
import { i18nProvider } from '../../src/i18n';

const read = (text: string, kind: 'date' | 'minute', locale: 'th' | 'en') => parseDateEntry(text, kind, locale);

describe('dates typed in the interface era', () => {
  it('reads a Buddhist-era day in Thai and a Western one in English into the same wire text', () => {
    expect(read('05/01/2568', 'date', 'th')).toEqual({ ok: true, value: '2025-01-05' });
    expect(read('05/01/2025', 'date', 'en')).toEqual({ ok: true, value: '2025-01-05' });
    expect(read(' 5/1/2568 ', 'date', 'th')).toEqual({ ok: true, value: '2025-01-05' });
    expect(read('16/08/2573 12:00', 'minute', 'th')).toEqual({ ok: true, value: '2030-08-16 12:00' });
    expect(read('16/08/2030 7:05', 'minute', 'en')).toEqual({ ok: true, value: '2030-08-16 07:05' });
  });

  it('crosses the year boundary on the same day in both eras', () => {
    expect(read('31/12/2567 23:59', 'minute', 'th')).toEqual({ ok: true, value: '2024-12-31 23:59' });
    expect(read('01/01/2568 00:00', 'minute', 'th')).toEqual({ ok: true, value: '2025-01-01 00:00' });
    expect(formatDateEntry('2024-12-31 23:59', 'minute', 'th')).toBe('31/12/2567 23:59');
    expect(formatDateEntry('2025-01-01', 'date', 'th')).toBe('01/01/2568');
    expect(formatDateEntry('2024-12-31 23:59', 'minute', 'en')).toBe('31/12/2024 23:59');
  });

  it('knows leap days by the Western year under the Buddhist one', () => {
    expect(read('29/02/2567', 'date', 'th')).toEqual({ ok: true, value: '2024-02-29' });
    expect(read('29/02/2568', 'date', 'th').ok).toBe(false);
    expect(read('29/02/2024', 'date', 'en').ok).toBe(true);
    expect(read('29/02/2100', 'date', 'en').ok).toBe(false);
  });

  it('gives back what it shows, for every day of two years', () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const wire = new Date(day).toISOString().slice(0, 10);
      for (const locale of ['th', 'en'] as const) {
        expect(read(formatDateEntry(wire, 'date', locale), 'date', locale)).toEqual({ ok: true, value: wire });
      }
    }
  });

  it("refuses what is not a real day and time in the interface's era, with a message in both languages", async () => {
    const refused = [
      ['2025-01-05', 'date', 'th'],
      ['05/01/2025', 'date', 'th'], // a Western year typed in Thai is 1482
      ['05/01/2568', 'date', 'en'], // a Buddhist-era year typed in English
      ['31/04/2568', 'date', 'th'],
      ['05/13/2568', 'date', 'th'],
      ['05/01/2568 24:00', 'minute', 'th'],
      ['05/01/2568 12:60', 'minute', 'th'],
      ['05/01/2568', 'minute', 'th'],
      ['', 'date', 'en'],
    ] as const;
    for (const [text, kind, locale] of refused) {
      expect(read(text, kind, locale), text).toEqual({ ok: false, message: `app.date_entry.${kind}` });
    }
    await i18nProvider.changeLocale('th');
    expect(i18nProvider.translate('app.date_entry.minute')).toContain('พ.ศ.');
    expect(i18nProvider.translate('app.date_entry.date')).toContain('05/01/2568');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('app.date_entry.minute')).toContain('dd/mm/yyyy HH:mm');
    expect(i18nProvider.translate('app.date_entry.date')).toContain('05/01/2025');
    await i18nProvider.changeLocale('th');
  });

  it('shows text that is not the wire format as it is, so a half-typed date stays in its field', () => {
    expect(formatDateEntry('05/01/25', 'date', 'th')).toBe('05/01/25');
    expect(formatDateEntry(null, 'date', 'en')).toBe('');
  });

  it("reads the wire's day or minute into numbers only when it names a real day and time", () => {
    expect(readWireDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29, hours: 0, minutes: 0 });
    expect(readWireDate('2030-08-16 12:05')).toEqual({ year: 2030, month: 8, day: 16, hours: 12, minutes: 5 });
    for (const text of ['2025-02-29', '2025-01-05 24:00', '2025-01-05T12:00', '05/01/2568', '', null]) {
      expect(readWireDate(text), String(text)).toBeNull();
    }
  });

  it('lists years in the interface era too: Buddhist in Thai, Western in English', () => {
    expect(formatDate('2025-01-05', 'th')).toBe('05/01/68');
    expect(formatDate('2025-01-05', 'en')).toBe('05/01/2025');
  });
});
