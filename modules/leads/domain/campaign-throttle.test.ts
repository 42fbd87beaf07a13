import { describe, expect, it } from 'vitest';
import { sendingBudget } from './campaign-throttle.ts';

describe('sendingBudget', () => {
  const limits = { perMinute: 200, perDay: 10_000 };

  it('is what is left of the minute while the day has room', () => {
    expect(sendingBudget(limits, { minute: 0, day: 0 })).toBe(200);
    expect(sendingBudget(limits, { minute: 150, day: 3000 })).toBe(50);
    expect(sendingBudget(limits, { minute: 200, day: 3000 })).toBe(0);
  });

  it('is what is left of the day once that is less', () => {
    expect(sendingBudget(limits, { minute: 0, day: 9_950 })).toBe(50);
    expect(sendingBudget(limits, { minute: 0, day: 10_000 })).toBe(0);
  });

  it('is nothing on a plan without campaigns, or past a limit', () => {
    expect(sendingBudget({ perMinute: 0, perDay: 0 }, { minute: 0, day: 0 })).toBe(0);
    expect(sendingBudget(limits, { minute: 250, day: 0 })).toBe(0);
  });
});
