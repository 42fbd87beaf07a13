import { describe, expect, it } from 'vitest';
import { FREE_SIGN_IN_FAILURES, signInWaitSeconds } from './sign-in-throttle.ts';

describe('the wait after wrong passwords', () => {
  it('lets a few tries through at once, then doubles up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6].map(signInWaitSeconds)).toEqual([0, 0, 2, 4, 8, 16]);
    expect(signInWaitSeconds(30)).toBe(3600);
  });

  it('holds a guessing client that waits exactly as told to 13 tries in its first hour and one an hour after', () => {
    const triesWithin = (seconds: number) => {
      let time = 0;
      let tries = 0;
      while (time <= seconds) {
        tries++;
        time += signInWaitSeconds(tries);
      }
      return tries;
    };
    expect(FREE_SIGN_IN_FAILURES).toBe(3);
    expect(triesWithin(3600)).toBe(13);
    expect(triesWithin(24 * 3600) - triesWithin(23 * 3600)).toBeLessThanOrEqual(1);
  });
});
