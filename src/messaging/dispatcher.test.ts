import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './dispatcher.ts';

describe('retry backoff', () => {
  it('doubles from one second and stops growing at five minutes', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, noJitter))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(20, noJitter)).toBe(300_000);
  });

  it('adds at most 20% jitter so hosts do not retry in lockstep', () => {
    expect(retryDelayMs(1, () => 0.999)).toBe(1200);
  });
});
