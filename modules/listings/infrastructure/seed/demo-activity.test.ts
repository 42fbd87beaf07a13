import { describe, expect, it } from 'vitest';
import { demoActivity, totalViews } from './demo-activity.ts';

describe('a demo listing’s history', () => {
  const now = new Date('2026-03-10T06:00:00Z');

  it('has one day for every UTC day from its creation to today, today included', () => {
    const days = demoActivity(new Date('2026-03-01T18:00:00Z'), now, 7);
    expect(days.map((day) => day.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(totalViews(days)).toBe(days.reduce((sum, day) => sum + day.views, 0));
  });

  it('counts a few views a day, fewer on the days it was on the market only in part', () => {
    // a year of days gives the averages
    const days = demoActivity(new Date('2025-03-10T00:00:00Z'), new Date('2026-03-10T00:00:00Z'), 3);
    const whole = days.slice(0, -1);
    expect(whole.every((day) => day.views >= 0 && day.views <= 8 && day.favorites <= 1 && day.inquiries <= 1)).toBe(true);
    expect(totalViews(whole) / whole.length).toBeGreaterThan(3);
    expect(totalViews(whole) / whole.length).toBeLessThan(5);
    // created at the last minute of a day, listed a moment before midnight: no views yet
    const late = demoActivity(new Date('2026-03-09T23:59:00Z'), new Date('2026-03-09T23:59:30Z'), 3);
    expect(late).toEqual([{ day: '2026-03-09', views: 0, favorites: 0, inquiries: 0 }]);
  });

  it('is the same for the same listing, times and seed', () => {
    const createdAt = new Date('2026-01-15T10:00:00Z');
    expect(demoActivity(createdAt, now, 11)).toEqual(demoActivity(createdAt, now, 11));
    expect(demoActivity(createdAt, now, 11)).not.toEqual(demoActivity(createdAt, now, 12));
  });
});
