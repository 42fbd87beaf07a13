import { z } from 'zod';
import { addUtcDays, startOfUtcDay } from './utc-dates.ts';

/**
 * The back office's figures (docs/decisions/0050): each module answers its own from Postgres, for a
 * period of whole UTC days ending with today, beside the same figure for the period before it.
 */
export const FIGURE_PERIODS = [7, 30, 90] as const;
export type FigureDays = (typeof FIGURE_PERIODS)[number];
export const DEFAULT_FIGURE_DAYS: FigureDays = 30;

/** `days` whole UTC days, today the last: [start, end), and the as long period before it, [previousStart, start). */
export interface FigurePeriod {
  days: FigureDays;
  previousStart: Date;
  start: Date;
  end: Date;
}

export function figurePeriod(days: FigureDays, now: Date): FigurePeriod {
  const end = addUtcDays(startOfUtcDay(now), 1);
  const start = addUtcDays(end, -days);
  return { days, previousStart: addUtcDays(start, -days), start, end };
}

/** A count in the period and in the one before it. */
export const trendSchema = z.object({ current: z.number().int(), previous: z.number().int() });
export type Trend = z.infer<typeof trendSchema>;

/** A share (0 to 1) in the period and the one before; null when there was nothing to share. */
export const rateTrendSchema = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
export type RateTrend = z.infer<typeof rateTrendSchema>;

/** One UTC day of a daily series: `2026-11-29`. */
export const daySchema = z.iso.date();

export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The period's days in order, `YYYY-MM-DD`. */
export function periodDays({ start, days }: FigurePeriod): string[] {
  return Array.from({ length: days }, (_, index) => isoDay(addUtcDays(start, index)));
}

/** Sums a daily count over the period's days and over the days before them (rows from `previousStart`). */
export function splitByPeriod<R extends { day: string }>(rows: readonly R[], period: FigurePeriod, count: (row: R) => number): Trend {
  const firstDay = isoDay(period.start);
  let current = 0;
  let previous = 0;
  for (const row of rows) {
    if (row.day >= firstDay) current += count(row);
    else previous += count(row);
  }
  return { current, previous };
}

/** A daily series over the period's days, zero on days without rows. */
export function dailySeries<R extends { day: string }, T>(rows: readonly R[], period: FigurePeriod, point: (row: R | undefined) => T) {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return periodDays(period).map((day) => ({ day, ...point(byDay.get(day)) }));
}

/**
 * SQL for the UTC day of a timestamp column, a date: group rows by it, then write each group's day with
 * `dayText` (a date is far cheaper per row than formatting every row's day, decision 0060).
 */
export function utcDay(column: string): string {
  return `(${column} at time zone 'UTC')::date`;
}

/** SQL writing a day (a date) as `YYYY-MM-DD`, matching `periodDays` whatever the server's DateStyle. */
export function dayText(day: string): string {
  return `to_char(${day}, 'YYYY-MM-DD')`;
}
