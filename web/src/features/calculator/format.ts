/**
 * Display rounding for the calculator (the math keeps full precision): money in dollars (cents for
 * monthly figures and wherever `cents` is asked), percentages and ratios to two decimals, and
 * "n/a" where a figure means nothing (the math answers null).
 */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export const NOT_APPLICABLE = 'n/a';

/** −0 and tiny float noise (−0.000001) show as $0, never "−$0". */
function clean(value: number, step: number): number {
  const rounded = Math.round(value / step) * step;
  return Object.is(rounded, -0) || Math.abs(rounded) < step / 2 ? 0 : value;
}

export function formatMoney(value: number | null, options: { cents?: boolean } = {}): string {
  if (value === null) return NOT_APPLICABLE;
  return options.cents ? dollarsAndCents.format(clean(value, 0.01)) : dollars.format(clean(value, 1));
}

/** Axis labels: $1.2M, $250K. */
export function formatMoneyShort(value: number): string {
  return compactDollars.format(clean(value, 1));
}

export function formatPercent(value: number | null): string {
  return value === null ? NOT_APPLICABLE : `${twoDecimals.format(clean(value, 0.01))}%`;
}

export function formatRatio(value: number | null): string {
  return value === null ? NOT_APPLICABLE : twoDecimals.format(clean(value, 0.01));
}

export function formatCount(value: number, unit: string): string {
  return `${value.toLocaleString('en-US')} ${unit}${value === 1 ? '' : 's'}`;
}
