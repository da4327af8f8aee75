import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('SESSION_CACHE_SECONDS', () => {
  it('defaults to 5 seconds', () => {
    expect(loadConfig({}).session.cacheSeconds).toBe(5);
    expect(loadConfig({ SESSION_CACHE_SECONDS: '' }).session.cacheSeconds).toBe(5);
  });

  it('accepts 0, which turns the cache off, and any other whole number of seconds', () => {
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).session.cacheSeconds).toBe(0);
    expect(loadConfig({ SESSION_CACHE_SECONDS: '30' }).session.cacheSeconds).toBe(30);
  });

  it('refuses a negative, fractional or non-numeric value, naming the variable', () => {
    for (const bad of ['-1', '2.5', 'five']) {
      expect(() => loadConfig({ SESSION_CACHE_SECONDS: bad })).toThrow(/SESSION_CACHE_SECONDS must be a whole number/);
    }
  });

  it('still refuses 0 where zero makes no sense', () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES must be a positive/);
  });
});
