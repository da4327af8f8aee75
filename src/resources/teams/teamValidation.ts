/**
 * Validators of the team form. The server refuses blank text and non-whole ids too; checking here shows
 * the error under the field at once, in the operator's language.
 */
import type { Validator } from 'react-admin';

/** Required, and more than spaces: react-admin's required() lets '   ' through. */
export const nonBlank: Validator = (value: unknown) => {
  const blank = value === undefined || value === null || (typeof value === 'string' ? value.trim() === '' : false);
  return blank ? 'app.teams.not_blank' : undefined;
};

/** A whole number from 1 up (Team ID, season id); empty is left to nonBlank. */
export const positiveWholeNumber: Validator = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 2147483647 ? undefined : 'app.teams.whole_number';
};
