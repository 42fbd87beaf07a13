import { utc } from '@date-fns/utc';
// one file per function: the package's index loads all of its ~250 functions (seconds at start-up)
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';

/**
 * Calendar arithmetic in UTC (docs/architecture.md section 7: times are UTC). date-fns computes in the
 * process's local time zone unless it is given a context: every helper here passes `{ in: utc }`
 * (`@date-fns/utc`), so the answers do not depend on the process's time zone, and returns a plain
 * `Date` (the same instant) so callers, the ORM and tests see the type they always had.
 */

const inUtc = { in: utc };
const plain = (date: Date): Date => new Date(date.getTime());

/**
 * `anchor` plus `months` calendar months, on the anchor's day of the month, or on the target month's
 * last day when it is shorter (Jan 31 + 1 = Feb 28 or 29, + 2 = Mar 31), at the anchor's time of day.
 * Add to the first date of a series each time, never to the previous result, or a short month
 * would move the day for good.
 */
export function addUtcMonths(anchor: Date, months: number): Date {
  return plain(addMonths(anchor, months, inUtc));
}

/**
 * `date` plus `days` UTC days. UTC has no daylight-saving shifts, so a UTC day is always 24 hours
 * (date-fns's `addDays` without the UTC context keeps the local wall-clock time instead, which in a
 * local zone with DST is an hour off in UTC).
 */
export function addUtcDays(date: Date, days: number): Date {
  return plain(addDays(date, days, inUtc));
}

/** The first instant of `date`'s UTC day. */
export function startOfUtcDay(date: Date): Date {
  return plain(startOfDay(date, inUtc));
}

/** The first instant of the UTC day after `date`'s. */
export function nextUtcMidnight(date: Date): Date {
  return plain(addDays(startOfDay(date, inUtc), 1, inUtc));
}

/** The first instant of the UTC calendar month of `now`: where monthly allowances count from. */
export function startOfUtcMonth(now: Date): Date {
  return plain(startOfMonth(now, inUtc));
}
