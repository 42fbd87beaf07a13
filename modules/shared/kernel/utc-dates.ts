import { getDaysInMonth } from 'date-fns';

/**
 * Calendar arithmetic in UTC (ARCHITECTURE.md section 7: times are UTC). date-fns computes in the
 * process's local time zone, which need not be UTC, and `@date-fns/utc` is not installed: these
 * helpers do the UTC part themselves and ask date-fns only for the length of a month.
 */

/**
 * `anchor` plus `months` calendar months, on the anchor's day of the month, or on the target month's
 * last day when it is shorter (Jan 31 + 1 = Feb 28 or 29, + 2 = Mar 31), at the anchor's time of day.
 * Add to the first date of a series each time, never to the previous result, or a short month
 * would move the day for good.
 */
export function addUtcMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  // noon on the 15th (UTC) is in the same calendar month in every time zone, so the local-time
  // getDaysInMonth counts the days of the intended month
  const daysInMonth = getDaysInMonth(Date.UTC(year, month, 15, 12));
  const day = Math.min(anchor.getUTCDate(), daysInMonth);
  return new Date(
    Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
  );
}

/**
 * `date` plus `days` UTC days. UTC has no daylight-saving shifts, so a UTC day is always 24 hours
 * (date-fns's `addDays` keeps the local wall-clock time instead, which in a local zone with DST is
 * an hour off in UTC).
 */
export function addUtcDays(date: Date, days: number): Date {
  return new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth(),
      date.getUTCDate() + days,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The first instant of the UTC day after `date`'s. */
export function nextUtcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1));
}

/** The first instant of the UTC calendar month of `now`: where monthly allowances count from. */
export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
