import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest-time.ts';

describe('nextDigestAt', () => {
  it('is today at the hour in the member’s zone while that is ahead, else tomorrow', () => {
    const chicago = { hour: 8, timeZone: 'America/Chicago' };
    // 12:00 UTC is 06:00 in Chicago (CST, UTC-6): 08:00 CST today is 14:00 UTC
    expect(nextDigestAt(new Date('2026-11-25T12:00:00Z'), chicago).toISOString()).toBe('2026-11-25T14:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-25T14:00:00Z'), chicago).toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-25T15:30:00Z'), { hour: 8, timeZone: 'Asia/Tokyo' }).toISOString()).toBe(
      '2026-11-25T23:00:00.000Z',
    );
  });

  it('keeps the local hour across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08: 07:00 EST (12:00 UTC) the day before, 07:00 EDT (11:00 UTC) after
    const newYork = { hour: 7, timeZone: 'America/New_York' };
    expect(nextDigestAt(new Date('2026-03-07T13:00:00Z'), newYork).toISOString()).toBe('2026-03-08T11:00:00.000Z');
  });
});
