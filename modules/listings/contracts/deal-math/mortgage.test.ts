import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  amortizingPayment,
  balanceAfter,
  monthlyPayment,
  pointsCost,
  yearlySchedule,
  type Loan,
} from './mortgage.ts';

const loan = (overrides: Partial<Loan> = {}): Loan => ({
  principal: 160_000,
  annualRatePercent: 7,
  termMonths: 360,
  interestOnly: false,
  ...overrides,
});

describe('the monthly payment', () => {
  it('is 1,064.48 for 160,000 at 7% over 30 years', () => {
    // by hand: r = 0.07 / 12 = 0.00583333…; (1 + r)^360 = 8.1164974…;
    // M = 160,000 × 0.00583333 × 8.1164974 / 7.1164974 = 1,064.48
    const r = 0.07 / 12;
    const growth = (1 + r) ** 360;
    const independent = (160_000 * r * growth) / (growth - 1);
    expect(amortizingPayment(160_000, 7, 360)).toBeCloseTo(independent, 9);
    expect(amortizingPayment(160_000, 7, 360)).toBeCloseTo(1064.48, 2);
  });

  it('is 1,199.10 for 200,000 at 6% over 30 years and 1,687.71 over 15 years (published amortization tables)', () => {
    expect(amortizingPayment(200_000, 6, 360)).toBeCloseTo(1199.1, 2);
    expect(amortizingPayment(200_000, 6, 180)).toBeCloseTo(1687.71, 2);
  });

  it('is the loan divided by the number of payments at 0%', () => {
    expect(amortizingPayment(120_000, 0, 360)).toBe(120_000 / 360);
    expect(monthlyPayment(loan({ annualRatePercent: 0, principal: 36_000, termMonths: 36 }))).toBe(1000);
  });

  it('is the interest alone for an interest-only loan', () => {
    // 160,000 × 0.07 / 12 = 933.33
    expect(monthlyPayment(loan({ interestOnly: true }))).toBeCloseTo(933.333333, 5);
  });

  it('is zero without a loan', () => {
    expect(monthlyPayment(loan({ principal: 0 }))).toBe(0);
    expect(amortizationSchedule(loan({ principal: 0 }))).toEqual([]);
  });

  it('refuses a term that is not a whole number of months', () => {
    expect(() => amortizingPayment(1000, 5, 0)).toThrow(RangeError);
    expect(() => amortizingPayment(1000, 5, 12.5)).toThrow(RangeError);
  });
});

describe('points', () => {
  it('are a percentage of the loan paid up front', () => {
    expect(pointsCost(175_000, 2)).toBe(3500);
    expect(pointsCost(160_000, 0)).toBe(0);
  });
});

describe('the amortization schedule', () => {
  it('splits the first payment of 160,000 at 7% into 933.33 interest and 131.15 principal', () => {
    const [first] = amortizationSchedule(loan());
    // interest = 160,000 × 0.07 / 12 = 933.33; principal = 1,064.48 − 933.33 = 131.15
    expect(first.period).toBe(1);
    expect(first.interest).toBeCloseTo(933.33, 2);
    expect(first.principal).toBeCloseTo(131.15, 2);
    expect(first.balance).toBeCloseTo(160_000 - 131.15, 1);
  });

  it('adds up by year: year 1 repays 1,625.30 and leaves 158,374.70', () => {
    const years = yearlySchedule(amortizationSchedule(loan()));
    expect(years).toHaveLength(30);
    expect(years[0].period).toBe(1);
    expect(years[0].payment).toBeCloseTo(1064.483992 * 12, 4);
    expect(years[0].principal).toBeCloseTo(1625.3, 2);
    expect(years[0].balance).toBeCloseTo(158_374.7, 2);
    expect(years[29].balance).toBe(0);
  });

  it('agrees with the closed-form remaining balance', () => {
    const schedule = amortizationSchedule(loan());
    for (const month of [1, 12, 60, 180, 359]) {
      expect(balanceAfter(loan(), month)).toBeCloseTo(schedule[month - 1].balance, 6);
    }
    expect(balanceAfter(loan(), 0)).toBe(160_000);
    expect(balanceAfter(loan(), 360)).toBe(0);
  });

  it('repays an interest-only loan with its last payment', () => {
    const schedule = amortizationSchedule(loan({ interestOnly: true, termMonths: 24 }));
    expect(schedule.slice(0, 23).every((row) => row.principal === 0 && row.balance === 160_000)).toBe(true);
    expect(schedule[23]).toMatchObject({ principal: 160_000, balance: 0 });
    expect(schedule[23].payment).toBeCloseTo(160_000 + 933.333333, 5);
    expect(balanceAfter(loan({ interestOnly: true, termMonths: 24 }), 12)).toBe(160_000);
  });

  it('counts a part year at the end as a year', () => {
    const years = yearlySchedule(amortizationSchedule(loan({ termMonths: 18 })));
    expect(years.map((year) => year.period)).toEqual([1, 2]);
    expect(years[1].balance).toBe(0);
  });
});

const loans = fc.record({
  principal: fc.double({ min: 1, max: 5_000_000, noNaN: true }),
  annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true })),
  termMonths: fc.integer({ min: 1, max: 480 }),
  interestOnly: fc.boolean(),
});

describe('properties of every loan', () => {
  it('the principal column adds up to the loan and the balance ends at zero', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const schedule = amortizationSchedule(terms);
        const repaid = schedule.reduce((sum, row) => sum + row.principal, 0);
        expect(schedule).toHaveLength(terms.termMonths);
        expect(Math.abs(repaid - terms.principal)).toBeLessThan(terms.principal * 1e-9);
        expect(schedule[schedule.length - 1].balance).toBe(0);
        expect(schedule.every((row) => Number.isFinite(row.payment) && row.interest >= 0 && row.balance >= -1e-6)).toBe(true);
      }),
    );
  });

  it('payments are interest plus principal, and the yearly schedule keeps the totals', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const monthly = amortizationSchedule(terms);
        const yearly = yearlySchedule(monthly);
        const total = (rows: typeof monthly, key: 'payment' | 'interest' | 'principal') => rows.reduce((sum, row) => sum + row[key], 0);
        for (const row of monthly) expect(row.payment).toBeCloseTo(row.interest + row.principal, 6);
        for (const key of ['payment', 'interest', 'principal'] as const) {
          expect(Math.abs(total(yearly, key) - total(monthly, key))).toBeLessThan(1e-6 * Math.max(1, total(monthly, key)));
        }
        expect(yearly).toHaveLength(Math.ceil(terms.termMonths / 12));
      }),
    );
  });

  it('the payment grows with the rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 5_000_000, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        fc.double({ min: 0, max: 29, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (principal, termMonths, rate, increase) => {
          expect(amortizingPayment(principal, rate + increase, termMonths)).toBeGreaterThan(amortizingPayment(principal, rate, termMonths));
        },
      ),
    );
  });

  it('the payment at a tiny rate approaches the 0% payment (no division by zero near 0%)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 5_000_000, noNaN: true }), fc.integer({ min: 1, max: 480 }), (principal, termMonths) => {
        const atZero = amortizingPayment(principal, 0, termMonths);
        expect(atZero).toBe(principal / termMonths);
        expect(amortizingPayment(principal, 1e-9, termMonths)).toBeCloseTo(atZero, 4);
      }),
    );
  });
});
