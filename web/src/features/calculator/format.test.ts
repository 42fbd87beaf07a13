import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort, formatPercent, formatRatio } from './format.ts';

describe('calculator display rounding', () => {
  it('rounds money to dollars, or to cents when asked, and never shows a negative zero', () => {
    expect(formatMoney(14_376.000000001)).toBe('$14,376');
    expect(formatMoney(133.5158, { cents: true })).toBe('$133.52');
    expect(formatMoney(-64.4838, { cents: true })).toBe('-$64.48');
    expect(formatMoney(-0.0000001, { cents: true })).toBe('$0.00');
    expect(formatMoney(-0.4)).toBe('$0');
    expect(formatMoney(null)).toBe('n/a');
    expect(formatMoneyShort(1_250_000)).toBe('$1.3M');
  });

  it('shows percentages and ratios to two decimals, and n/a for null', () => {
    expect(formatPercent(3.20438)).toBe('3.20%');
    expect(formatPercent(null)).toBe('n/a');
    expect(formatRatio(1.12544)).toBe('1.13');
    expect(formatRatio(null)).toBe('n/a');
  });
});
