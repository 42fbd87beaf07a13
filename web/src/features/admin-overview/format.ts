/** How the overview words its figures. */

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 26" for a YYYY-MM-DD UTC day. */
export function formatDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** "$1,870" for 187000 cents. */
export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

/** "33.3%" for 1/3; an em dash when there was nothing to share. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')}%`;
}

export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** "+25%", "−10%", "new" (from nothing), "no change"; for shares, percentage points */
  label: string;
}

/** The change from the previous period to this one, worded. */
export function changeOf(current: number | null, previous: number | null, kind: 'count' | 'rate' = 'count'): Change | null {
  if (current === null || previous === null) return null;
  if (current === previous) return { direction: 'flat', label: 'no change' };
  const direction = current > previous ? 'up' : 'down';
  const sign = direction === 'up' ? '+' : '−';
  if (kind === 'rate') return { direction, label: `${sign}${formatRate(Math.abs(current - previous)).replace('%', ' pts')}` };
  if (previous === 0) return { direction, label: 'new' };
  return { direction, label: `${sign}${Math.round((Math.abs(current - previous) / previous) * 100)}%` };
}
