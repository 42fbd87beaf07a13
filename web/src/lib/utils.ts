import { clsx, type ClassValue } from 'clsx';

/** Joins class names; falsy values are dropped. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Money is whole dollars in the UI: 125000 → "$125,000". */
export function formatDollars(amount: number): string {
  return wholeDollars.format(Math.round(amount));
}

const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return plainNumber.format(value);
}
