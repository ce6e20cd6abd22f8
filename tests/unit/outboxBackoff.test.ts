import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from '../../src/server/outbox/backoff.ts';

describe('retry backoff of the outbox', () => {
  it('waits the base delay after the first failure and doubles it after each further one', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 5000))).toEqual([5000, 10_000, 20_000, 40_000, 80_000]);
  });

  it('never waits longer than the cap, even after very many attempts', () => {
    expect(retryDelayMs(12, 5000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1000, 5000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(3, 100, 250)).toBe(250);
  });

  it('refuses an attempt count that is not a positive integer', () => {
    expect(() => retryDelayMs(0, 5000)).toThrow(/positive integer/);
    expect(() => retryDelayMs(1.5, 5000)).toThrow(/positive integer/);
  });
});
