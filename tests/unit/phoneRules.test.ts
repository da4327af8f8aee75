/** How a typed phone is read and whom it names: the ticket lookup's route and the free-ticket form share these. */
import { describe, expect, it } from 'vitest';
import { phoneHolders, typedPhone } from '../../contract/rules/phone';

describe('a typed phone', () => {
  it('keeps its leading 0, reads +66 as it, and drops spaces and dashes', () => {
    expect(typedPhone('0883517260')).toBe('0883517260');
    expect(typedPhone('+66 88-351-7260')).toBe('0883517260');
    expect(typedPhone('0883')).toBe('0883');
  });

  it('is not a user id, nor text with letters', () => {
    expect(typedPhone('883517260')).toBeUndefined();
    expect(typedPhone('08a3')).toBeUndefined();
  });
});

describe('whom a phone names', () => {
  const members = [
    { id: 1, phone: '0812345678' },
    { id: 2, phone: '0812345600' },
    { id: 3, phone: '0899999999' },
  ];

  it('names the member holding exactly it, before any whose phone merely holds the digits', () => {
    expect(phoneHolders([...members, { id: 4, phone: '08123' }], '08123')).toEqual([{ id: 4, phone: '08123' }]);
  });

  it('names the one member whose phone holds the digits', () => {
    expect(phoneHolders(members, '45678')).toEqual([members[0]]);
  });

  it('names nobody where several phones hold the digits, and nobody where none does', () => {
    expect(phoneHolders(members, '081234')).toBe('several');
    expect(phoneHolders(members, '0700')).toEqual([]);
  });
});
