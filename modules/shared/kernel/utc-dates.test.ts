import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUtcDays, addUtcMonths, nextUtcMidnight, startOfUtcMonth } from './utc-dates.ts';

const utc = (iso: string) => new Date(`${iso}Z`);
const iso = (date: Date) => date.toISOString().replace('.000Z', '');

// date-fns works in local time: the answers must not depend on the process's time zone
describe.each(['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe'])(
  'UTC dates with TZ=%s',
  (zone) => {
    const previous = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });

    it('runs in that zone', () => {
      const offset = new Date('2027-01-15T12:00:00Z').getTimezoneOffset();
      if (zone === 'UTC') expect(offset).toBe(0);
      else expect(offset).not.toBe(0);
    });

    it('adds months on the anchor day, clamped to the end of shorter months', () => {
      const anchor = utc('2027-01-31T23:30:00');
      expect(Array.from({ length: 13 }, (_, months) => iso(addUtcMonths(anchor, months)))).toEqual([
        '2027-01-31T23:30:00',
        '2027-02-28T23:30:00',
        '2027-03-31T23:30:00',
        '2027-04-30T23:30:00',
        '2027-05-31T23:30:00',
        '2027-06-30T23:30:00',
        '2027-07-31T23:30:00',
        '2027-08-31T23:30:00',
        '2027-09-30T23:30:00',
        '2027-10-31T23:30:00',
        '2027-11-30T23:30:00',
        '2027-12-31T23:30:00',
        '2028-01-31T23:30:00',
      ]);
    });

    it('knows leap years', () => {
      expect(iso(addUtcMonths(utc('2028-01-31T00:00:00'), 1))).toBe('2028-02-29T00:00:00');
      expect(iso(addUtcMonths(utc('2028-02-29T00:00:00'), 1))).toBe('2028-03-29T00:00:00');
      expect(iso(addUtcMonths(utc('2028-02-29T00:00:00'), 12))).toBe('2029-02-28T00:00:00');
      expect(iso(addUtcMonths(utc('2028-02-29T00:00:00'), 48))).toBe('2032-02-29T00:00:00');
      expect(iso(addUtcMonths(utc('2100-01-29T00:00:00'), 1))).toBe('2100-02-28T00:00:00'); // not a leap year
    });

    it('goes backwards and across years', () => {
      expect(iso(addUtcMonths(utc('2027-03-31T08:00:00'), -1))).toBe('2027-02-28T08:00:00');
      expect(iso(addUtcMonths(utc('2026-11-30T00:00:00'), 3))).toBe('2027-02-28T00:00:00');
      expect(addUtcMonths(utc('2027-05-01T00:00:00.123'), 0).toISOString()).toBe('2027-05-01T00:00:00.123Z');
    });

    it('adds 24-hour UTC days, across the local daylight-saving changes too', () => {
      expect(iso(addUtcDays(utc('2027-03-13T12:00:00'), 1))).toBe('2027-03-14T12:00:00');
      expect(iso(addUtcDays(utc('2027-10-31T23:00:00'), 14))).toBe('2027-11-14T23:00:00');
      expect(iso(addUtcDays(utc('2028-02-28T05:00:00'), 1))).toBe('2028-02-29T05:00:00');
      expect(iso(nextUtcMidnight(utc('2027-12-31T23:59:59')))).toBe('2028-01-01T00:00:00');
      expect(iso(nextUtcMidnight(utc('2027-03-14T00:00:00')))).toBe('2027-03-15T00:00:00');
    });

    it('starts the UTC month at its first instant', () => {
      expect(iso(startOfUtcMonth(utc('2027-03-31T23:59:59')))).toBe('2027-03-01T00:00:00');
      expect(iso(startOfUtcMonth(utc('2028-01-01T00:00:00')))).toBe('2028-01-01T00:00:00');
      expect(startOfUtcMonth(utc('2027-11-15T12:00:00'))).toBeInstanceOf(Date);
    });
  },
);
