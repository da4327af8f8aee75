/**
 * The game-week screens' value rules, pure so they are tested alone. Dates: the browser's datetime-local
 * input speaks 'YYYY-MM-DDTHH:mm', the API 'YYYY-MM-DD HH:mm' (the operator's wall clock, no zone), and the
 * contract's isGameWeekDateTime says which minutes exist. Rewards: a VIP prize of 0 or more baht and a whole
 * number of free tickets, as the server checks them.
 */
import { isGameWeekDateTime } from '../../../contract';

/** 'YYYY-MM-DD HH:mm' -> the datetime-local input's 'YYYY-MM-DDTHH:mm' ('' stays ''). */
export const toPickerValue = (value: unknown) => (typeof value === 'string' ? value.replace(' ', 'T') : '');

/** The datetime-local input's 'YYYY-MM-DDTHH:mm[:ss]' -> 'YYYY-MM-DD HH:mm' (seconds dropped). */
export const fromPickerValue = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value.replace('T', ' ').slice(0, 16) : '';

/** An i18n key when the date-time is not a real minute, else undefined. */
export function dateTimeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined; // `required` speaks for empty
  return isGameWeekDateTime(value) ? undefined : 'app.create_game_week.not_a_date';
}

/** An i18n key when the end is not after the start (both real), else undefined. */
export function endProblem(end: unknown, start: unknown): string | undefined {
  if (typeof end !== 'string' || typeof start !== 'string') return undefined;
  if (!isGameWeekDateTime(end) || !isGameWeekDateTime(start)) return undefined;
  return end > start ? undefined : 'app.create_game_week.end_before_start';
}

export const MAX_WEEK = 1000;
export const isWeekNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_WEEK;

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** The VIP prize and free tickets as typed in a game-week row, or null when either is not acceptable. */
export function parseReward(reward: string, rewardN: string): { reward: number; reward_n: number } | null {
  const prize = reward.trim().replaceAll(',', '');
  const tickets = rewardN.trim();
  if (!DECIMAL.test(prize) || !WHOLE.test(tickets)) return null;
  return { reward: Number(prize), reward_n: Number(tickets) };
}

/** A condition's maximum as typed: a whole number of 0 or more, or null. */
export function parseMax(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) && Number(trimmed) <= 1_000_000 ? Number(trimmed) : null;
}

/** The image types the upload accepts (its input's `accept`); the server decides by the bytes. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
