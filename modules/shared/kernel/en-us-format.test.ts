import { describe, expect, it } from 'vitest';
import { compactDollars, countOf, groupedNumber, longDateUtc, monthYearUtc, nounFor, wholeDollars } from './en-us-format.ts';

const numbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.004,
  0.005,
  1.005,
  1.015,
  2.675,
  12.345,
  999.995,
  999.5,
  1000,
  -1000,
  1234.5678,
  99999.999,
  125000,
  1234567,
  -7654321.129,
  1e15,
  0.1 + 0.2,
  3.3333333,
  7.125,
  40.255,
  19.99,
  100.01,
  0.999,
];

describe('en-US formats written out', () => {
  it.each([0, 1, 2])('groups and rounds like Intl.NumberFormat with at most %i decimals', (digits) => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    for (const value of numbers) expect(groupedNumber(value, digits), String(value)).toBe(intl.format(value).replace(/^-0$/, '0'));
  });

  it('writes whole dollars like Intl.NumberFormat currency USD without cents', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const value of numbers) expect(wholeDollars(value), String(value)).toBe(intl.format(value).replace(/^-\$0$/, '$0'));
  });

  it('writes short dollars like Intl.NumberFormat compact currency USD with at most one decimal', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
    for (const value of [
      ...numbers.filter((value) => Math.abs(value) < 1e15),
      950,
      999,
      999.94,
      1049,
      1050,
      1250,
      9999,
      99_950,
      250_000,
      999_949,
      999_950,
      1_000_000,
      1_250_000,
      2_500_000,
      999_950_000,
      4.2e9,
      7.5e12,
    ]) {
      expect(compactDollars(value), String(value)).toBe(intl.format(value).replace(/^-\$0$/, '$0'));
    }
  });

  it('writes month and year, and the long date, like Intl.DateTimeFormat in UTC', () => {
    const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      for (const iso of [
        `2026-${String(month + 1).padStart(2, '0')}-01T00:00:00Z`,
        `2025-${String(month + 1).padStart(2, '0')}-28T23:59:59Z`,
      ]) {
        const date = new Date(iso);
        expect(monthYearUtc(date)).toBe(monthYear.format(date));
        expect(longDateUtc(date)).toBe(long.format(date));
      }
    }
  });

  it('picks the noun for an amount as Intl.PluralRules does for the number written', () => {
    for (const digits of [0, 1, 2]) {
      const rules = new Intl.PluralRules('en-US', { maximumFractionDigits: digits });
      for (const value of [...numbers, 0.9999, 1.001, 1.0049, -1.004, 21, 101]) {
        const expected = rules.select(value) === 'one' ? 'acre' : 'acres';
        expect(nounFor(groupedNumber(value, digits), 'acre'), `${value} at ${digits} decimals`).toBe(expected);
      }
    }
  });

  it('writes an amount with its noun', () => {
    expect(countOf(1, 'acre')).toBe('1 acre');
    expect(countOf(0, 'acre')).toBe('0 acres');
    expect(countOf(2.5, 'acre')).toBe('2.5 acres');
    expect(countOf(1.001, 'acre')).toBe('1 acre');
    expect(countOf(1200, 'acre')).toBe('1,200 acres');
    expect(countOf(1, 'property', 'properties')).toBe('1 property');
    expect(countOf(3, 'property', 'properties')).toBe('3 properties');
  });
});
