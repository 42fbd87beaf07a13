import { clsx, type ClassValue } from 'clsx';
import { groupedNumber, wholeDollars } from '@contracts/shared/kernel/en-us-format.ts';

/** Joins class names; falsy values are dropped. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}

/** Money is whole dollars in the UI: 125000 → "$125,000". */
export function formatDollars(amount: number): string {
  return wholeDollars(amount);
}

/** At most two decimals, thousands grouped: 1234.5 → "1,234.5". */
export function formatNumber(value: number): string {
  return groupedNumber(value, 2);
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The day of a moment, in the reader's time zone: "Nov 29, 2026". */
export function formatDate(iso: string): string {
  return DAY.format(new Date(iso));
}
