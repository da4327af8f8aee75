/**
 * The browser's datetime-local input speaks 'YYYY-MM-DDTHH:mm', the API 'YYYY-MM-DD HH:mm' (the operator's wall
 * clock, no zone): the conversions between them, pure so they are tested alone.
 */
/** 'YYYY-MM-DD HH:mm' -> the datetime-local input's 'YYYY-MM-DDTHH:mm' ('' stays ''). */
export const toPickerValue = (value: unknown) => (typeof value === 'string' ? value.replace(' ', 'T') : '');

/** The datetime-local input's 'YYYY-MM-DDTHH:mm[:ss]' -> 'YYYY-MM-DD HH:mm' (seconds dropped). */
export const fromPickerValue = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value.replace('T', ' ').slice(0, 16) : '';
