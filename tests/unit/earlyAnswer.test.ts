import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ANSWER, takeEarlyAnswer } from '../../src/api/earlyAnswer';

const scope = globalThis as unknown as Record<string, unknown>;
const answer = Promise.resolve(new Response('{"ok":true}'));
const sent = (path: string, token: string) => {
  scope[EARLY_ANSWER] = { path, token, answer };
};
const url = (path: string) => new URL(path, 'http://localhost/');

describe("the list's first page asked for by index.html's script", () => {
  afterEach(() => {
    scope[EARLY_ANSWER] = undefined;
  });

  it('is taken by the same request with the same token, once', () => {
    sent('/api/admin/v1/payment-pending?page=1&limit=20', 't1');
    expect(takeEarlyAnswer(url('/api/admin/v1/payment-pending?page=1&limit=20'), 't1')).toBe(answer);
    expect(takeEarlyAnswer(url('/api/admin/v1/payment-pending?page=1&limit=20'), 't1')).toBeUndefined();
  });

  it('is left alone by another page, another query or another token', () => {
    sent('/api/admin/v1/payment-pending?page=1&limit=20', 't1');
    expect(takeEarlyAnswer(url('/api/admin/v1/payment-pending?page=2&limit=20'), 't1')).toBeUndefined();
    expect(takeEarlyAnswer(url('/api/admin/v1/payment-completed?page=1&limit=20'), 't1')).toBeUndefined();
    expect(takeEarlyAnswer(url('/api/admin/v1/payment-pending?page=1&limit=20'), 't2')).toBeUndefined();
    expect(takeEarlyAnswer(url('/api/admin/v1/payment-pending?page=1&limit=20'), null)).toBeUndefined();
    expect(takeEarlyAnswer(url('/api/admin/v1/payment-pending?page=1&limit=20'), 't1')).toBe(answer);
  });
});
