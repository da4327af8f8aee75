/**
 * The calendar beside a typed date, in jsdom with the app's catalogues: its month and days in the interface's
 * era, the day picked sent as the wire's Western text, the keyboard, and a minute's time kept.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bangkokToday, type DateEntryKind } from '../../src/format';
import { i18nProvider } from '../../src/i18n';
import { CalendarButton } from '../../src/kit/CalendarButton';
import { dayName } from '../../src/kit/calendar/calendarText';

const LABEL = 'Pick Starts from a calendar';

async function openCalendar(kind: DateEntryKind, value: unknown, locale: 'th' | 'en') {
  await i18nProvider.changeLocale(locale);
  const onPick = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={new QueryClient()}>
      <CalendarButton kind={kind} value={value} onPick={onPick} label={LABEL} />
    </AdminContext>,
  );
  const button = screen.getByRole('button', { name: LABEL });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: LABEL });
  return { onPick, button, dialog };
}

const grid = (dialog: HTMLElement) => within(dialog).getByRole('grid');

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('th');
});

describe('the calendar button', () => {
  it('shows a Thai operator the Buddhist year and sends the Western day picked', async () => {
    const { onPick, dialog } = await openCalendar('date', '2026-11-26', 'th');
    expect(within(dialog).getByText('พฤศจิกายน 2569')).toBeTruthy();
    expect(grid(dialog).getAttribute('aria-labelledby')).toBe(within(dialog).getByText('พฤศจิกายน 2569').id);
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    // the field's day is selected and has the focus
    const held = within(dialog).getByRole('button', { name: 'วันพฤหัสบดีที่ 26 พฤศจิกายน 2569' });
    expect(held.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(held);
    fireEvent.click(within(dialog).getByRole('button', { name: 'วันพุธที่ 2 ธันวาคม 2569' }));
    expect(onPick).toHaveBeenCalledWith('2026-12-02');
  });

  it('shows an English operator the Western year and steps by month and year', async () => {
    const { onPick, dialog } = await openCalendar('date', '2026-11-26', 'en');
    expect(within(dialog).getByText('November 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByText('December 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous year' }));
    expect(within(dialog).getByText('December 2025')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next year' }));
    expect(within(dialog).getByText('November 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Monday, 30 November 2026' }));
    expect(onPick).toHaveBeenCalledWith('2026-11-30');
  });

  it('stays within the years a form accepts (1900-2199)', async () => {
    const { onPick, dialog } = await openCalendar('date', '2199-12-15', 'en');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next year' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByText('December 2199')).toBeTruthy();
    const beyond = within(dialog).getByRole('button', { name: 'Thursday, 2 January 2200' });
    expect(beyond).toHaveProperty('disabled', true);
    fireEvent.click(beyond);
    expect(onPick).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Tuesday, 31 December 2199' })).toHaveProperty('disabled', false);
  });

  it("opens on today's month in Bangkok, today marked, when the field holds no date yet", async () => {
    const { dialog } = await openCalendar('date', '31/02/25', 'en');
    const today = within(dialog).getByRole('button', { name: dayName(bangkokToday(), 'en') });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(today);
  });

  it('moves the focus between days with the arrows, across months, and picks the day it lands on', async () => {
    const { onPick, dialog } = await openCalendar('date', '2026-11-30', 'en');
    const key = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    key('ArrowRight');
    expect(within(dialog).getByText('December 2026')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday, 1 December 2026');
    key('ArrowDown');
    key('ArrowLeft');
    key('ArrowUp');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monday, 30 November 2026');
    key('ArrowLeft');
    // the focused day is the only one in the tab order
    expect(
      within(dialog)
        .getAllByRole('button')
        .filter((b) => b.closest('table') && b.tabIndex === 0),
    ).toHaveLength(1);
    // Enter and Space click a focused button in a browser (tests/e2e/seasons.test.ts presses Enter); jsdom does not
    fireEvent.click(document.activeElement as Element);
    expect(onPick).toHaveBeenCalledWith('2026-11-29');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { onPick, button } = await openCalendar('date', '2026-11-26', 'en');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(onPick).not.toHaveBeenCalled();
  });

  it("keeps a minute's time for the day picked, and sends it once confirmed", async () => {
    const { onPick, dialog } = await openCalendar('minute', '2024-12-05 23:59', 'th');
    expect(within(dialog).getByText('ธันวาคม 2567')).toBeTruthy();
    expect((within(dialog).getByLabelText('ชั่วโมง') as HTMLInputElement).value).toBe('23');
    expect((within(dialog).getByLabelText('นาที') as HTMLInputElement).value).toBe('59');
    fireEvent.click(within(dialog).getByRole('button', { name: 'วันอังคารที่ 31 ธันวาคม 2567' }));
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ใช้วันและเวลานี้' }));
    expect(onPick).toHaveBeenCalledWith('2024-12-31 23:59');
  });

  it('starts a new minute at 00:00 and waits for a day and a real time', async () => {
    const { onPick, dialog } = await openCalendar('minute', '', 'en');
    const confirm = within(dialog).getByRole('button', { name: 'Use this date and time' }) as HTMLButtonElement;
    expect((within(dialog).getByLabelText('Hour') as HTMLInputElement).value).toBe('00');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: dayName(bangkokToday(), 'en') }));
    fireEvent.change(within(dialog).getByLabelText('Hour'), { target: { value: '24' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Hour'), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText('Minute'), { target: { value: '5' } });
    fireEvent.click(confirm);
    expect(onPick).toHaveBeenCalledWith(`${bangkokToday()} 09:05`);
  });
});
