import { describe, expect, it } from 'vitest';
import { chartRows, formatDay, formatRate, formatUsage } from './format.ts';

describe('analytics format', () => {
  it('words days, rates and plan usage', () => {
    expect(formatDay('2026-11-26')).toBe('Nov 26');
    expect(formatRate(0.025)).toBe('2.5%');
    expect(formatRate(1 / 3)).toBe('33.3%');
    expect(formatRate(null)).toBe('—');
    expect(formatUsage(3, 15)).toBe('3 of 15');
    expect(formatUsage(2, null)).toBe('2 of unlimited');
  });

  it('makes one chart row per day, leaving out series the plan does not include', () => {
    expect(chartRows(['2026-11-25', '2026-11-26'], { views: [1, 4], matches: null })).toEqual([
      { day: 'Nov 25', views: 1 },
      { day: 'Nov 26', views: 4 },
    ]);
  });
});
