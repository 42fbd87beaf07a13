/** How the analytics tab words its numbers. */

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 26" for a YYYY-MM-DD UTC day. */
export function formatDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** "2.5%" for 0.025; an em dash without views. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')}%`;
}

/** "3 of 15", "2 of unlimited". */
export function formatUsage(used: number, allowed: number | null): string {
  return `${used} of ${allowed === null ? 'unlimited' : allowed}`;
}

/** Rows for the chart: one per day with each series' value. */
export function chartRows(
  days: readonly string[],
  series: Record<string, readonly number[] | null>,
): Array<Record<string, string | number>> {
  return days.map((day, index) => {
    const row: Record<string, string | number> = { day: formatDay(day) };
    for (const [name, values] of Object.entries(series)) if (values) row[name] = values[index] ?? 0;
    return row;
  });
}
