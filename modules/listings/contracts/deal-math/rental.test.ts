import { describe, expect, it } from 'vitest';
import { analyzeRental } from './rental.ts';
import { rentalInputSchema, type RentalInput } from './schemas.ts';

/** The reference deal. */
const REFERENCE = {
  purchasePrice: 200_000,
  downPaymentPercent: 20,
  interestRatePercent: 7,
  loanTermYears: 30,
  closingCosts: 6_000,
  upfrontRepairs: 4_000,
  monthlyRent: 2_000,
  vacancyPercent: 5,
  taxesPerYear: 3_000,
  insurancePerYear: 1_200,
  maintenancePercent: 5,
  capexPercent: 5,
  managementPercent: 8,
};

const rental = (overrides: Partial<RentalInput> = {}) => analyzeRental({ ...rentalInputSchema.parse(REFERENCE), ...overrides });

describe('rental: the reference deal', () => {
  // The independent calculation, step by step:
  const grossRent = 2_000 * 12; // 24,000
  const vacancy = grossRent * 0.05; // 1,200
  const collected = grossRent - vacancy; // 22,800
  const maintenance = grossRent * 0.05; // 1,200 (of gross rent)
  const capex = grossRent * 0.05; // 1,200 (of gross rent)
  const management = collected * 0.08; // 1,824 (of collected rent)
  const expenses = 3_000 + 1_200 + maintenance + capex + management; // 8,424
  const noi = collected - expenses; // 14,376
  const loan = 200_000 * 0.8; // 160,000
  const r = 0.07 / 12;
  const payment = (loan * r * (1 + r) ** 360) / ((1 + r) ** 360 - 1); // 1,064.48
  const debtService = payment * 12; // 12,773.81
  const annualCashFlow = noi - debtService; // 1,602.19
  const cashInvested = 40_000 + 6_000 + 4_000; // down payment + closing + repairs = 50,000

  const result = rental();

  it('has NOI 14,376.00 and its parts', () => {
    expect(result.grossScheduledIncome).toBe(grossRent);
    expect(result.vacancyLoss).toBe(vacancy);
    expect(result.effectiveGrossIncome).toBe(collected);
    expect(result.expenses).toEqual({
      taxes: 3_000,
      insurance: 1_200,
      hoa: 0,
      utilities: 0,
      other: 0,
      maintenance: 1_200,
      capex: 1_200,
      management: 1_824,
    });
    expect(result.operatingExpenses).toBeCloseTo(expenses, 9);
    expect(result.netOperatingIncome).toBeCloseTo(noi, 9);
    expect(result.netOperatingIncome).toBeCloseTo(14_376.0, 2);
  });

  it('pays 1,064.48 a month in principal and interest', () => {
    expect(result.loanAmount).toBe(160_000);
    expect(result.downPayment).toBe(40_000);
    expect(result.monthlyDebtService).toBeCloseTo(payment, 9);
    expect(result.monthlyDebtService).toBeCloseTo(1_064.48, 2);
    expect(result.annualDebtService).toBeCloseTo(debtService, 9);
  });

  it('cash flows 133.52 a month', () => {
    expect(result.annualCashFlow).toBeCloseTo(annualCashFlow, 9);
    expect(result.monthlyCashFlow).toBeCloseTo(annualCashFlow / 12, 9);
    expect(result.monthlyCashFlow).toBeCloseTo(133.52, 2);
  });

  it('returns 3.204% cash-on-cash on 50,000 invested', () => {
    expect(result.totalCashInvested).toBe(cashInvested);
    expect(result.cashOnCashPercent).toBeCloseTo((annualCashFlow / cashInvested) * 100, 9);
    expect(result.cashOnCashPercent).toBeCloseTo(3.204, 3);
  });

  it('has a 7.188% cap rate on price and 6.846% on all-in cost', () => {
    expect(result.capRatePercent).toBeCloseTo(7.188, 3);
    // all-in: 200,000 + 6,000 + 4,000 = 210,000; 14,376 / 210,000 = 6.8457%
    expect(result.allInCost).toBe(210_000);
    expect(result.allInCapRatePercent).toBeCloseTo((noi / 210_000) * 100, 9);
    expect(result.allInCapRatePercent).toBeCloseTo(6.8457, 4);
  });

  it('has DSCR 1.1254 and GRM 8.333', () => {
    expect(result.dscr).toBeCloseTo(noi / debtService, 9);
    expect(result.dscr).toBeCloseTo(1.1254, 4);
    expect(result.grossRentMultiplier).toBeCloseTo(200_000 / 24_000, 9);
    expect(result.grossRentMultiplier).toBeCloseTo(8.333, 3);
  });

  it('passes the 1% rule on price (2,000 ≥ 2,000) and misses it on price + repairs (2,000 < 2,040)', () => {
    expect(result.onePercentRule).toEqual({ targetMonthlyRent: 2_000, passes: true });
    expect(result.onePercentRuleAllIn).toEqual({ targetMonthlyRent: 2_040, passes: false });
  });

  it('compares expenses and vacancy with half of gross rent (the 50% rule)', () => {
    // expenses + vacancy = 8,424 + 1,200 = 9,624 = 40.1% of 24,000; at 50% the cash flow would be (12,000 − 12,773.81) / 12 = −64.48
    expect(result.fiftyPercentRule.halfOfGrossRent).toBe(12_000);
    expect(result.fiftyPercentRule.expensesAndVacancy).toBeCloseTo(9_624, 9);
    expect(result.fiftyPercentRule.expensesPercentOfGrossRent).toBeCloseTo(40.1, 9);
    expect(result.fiftyPercentRule.estimatedMonthlyCashFlow).toBeCloseTo((12_000 - debtService) / 12, 9);
    expect(result.fiftyPercentRule.estimatedMonthlyCashFlow).toBeCloseTo(-64.48, 2);
  });

  it('breaks even at 88.32% occupancy', () => {
    expect(result.breakEvenOccupancyPercent).toBeCloseTo(((expenses + debtService) / grossRent) * 100, 9);
    expect(result.breakEvenOccupancyPercent).toBeCloseTo(88.32, 2);
  });

  it('repays 1,625.30 of principal in year 1', () => {
    // month by month: interest = balance × r, principal = payment − interest, for 12 months
    let balance = loan;
    let repaid = 0;
    for (let month = 0; month < 12; month++) {
      const principal = payment - balance * r;
      repaid += principal;
      balance -= principal;
    }
    expect(result.yearOnePrincipalPaydown).toBeCloseTo(repaid, 6);
    expect(result.yearOnePrincipalPaydown).toBeCloseTo(1_625.3, 2);
    expect(result.amortization[0].balance).toBeCloseTo(balance, 6);
  });

  it('projects year 1 as the first year, and year 2 with 3% growth', () => {
    const [year1, year2] = result.projection;
    expect(year1.cashFlow).toBeCloseTo(annualCashFlow, 6);
    expect(year1.propertyValue).toBeCloseTo(206_000, 6);
    // year 2: rent 24,720; vacancy 1,236; collected 23,484; maintenance 1,236; capex 1,236; management 1,878.72;
    // fixed (3,000 + 1,200) × 1.03 = 4,326; expenses 8,676.72; NOI 14,807.28
    expect(year2.netOperatingIncome).toBeCloseTo(14_807.28, 6);
    expect(year2.propertyValue).toBeCloseTo(212_180, 6);
    expect(result.projection).toHaveLength(30);
  });
});

describe('rental: choices and edge cases', () => {
  it('adds points to the cash invested', () => {
    // 1 point on 160,000 = 1,600
    const result = rental({ pointsPercent: 1 });
    expect(result.pointsCost).toBe(1_600);
    expect(result.totalCashInvested).toBe(51_600);
  });

  it('switches a percentage expense between gross and collected rent', () => {
    const result = rental({ maintenanceBase: 'collected', capexBase: 'collected', managementBase: 'gross' });
    // maintenance and capex: 5% of 22,800 = 1,140 each; management: 8% of 24,000 = 1,920
    expect(result.expenses).toMatchObject({ maintenance: 1_140, capex: 1_140, management: 1_920 });
  });

  it('counts HOA, utilities and other expenses by month', () => {
    const result = rental({ hoaPerMonth: 100, utilitiesPerMonth: 50, otherExpensesPerMonth: 25 });
    expect(result.expenses).toMatchObject({ hoa: 1_200, utilities: 600, other: 300 });
    expect(result.netOperatingIncome).toBeCloseTo(14_376 - 2_100, 9);
  });

  it('without a loan: no debt service, DSCR n/a, cash flow = NOI', () => {
    const result = rental({ downPaymentPercent: 100 });
    expect(result.loanAmount).toBe(0);
    expect(result.monthlyDebtService).toBe(0);
    expect(result.dscr).toBeNull();
    expect(result.annualCashFlow).toBe(result.netOperatingIncome);
    // 14,376 / (200,000 + 6,000 + 4,000)
    expect(result.cashOnCashPercent).toBeCloseTo((14_376 / 210_000) * 100, 9);
    expect(result.yearOnePrincipalPaydown).toBe(0);
    expect(result.amortization).toEqual([]);
    expect(result.projection[29].loanBalance).toBe(0);
  });

  it('at 0%: the payment is the loan over its months', () => {
    const result = rental({ interestRatePercent: 0 });
    expect(result.monthlyDebtService).toBeCloseTo(160_000 / 360, 9);
    expect(result.yearOnePrincipalPaydown).toBeCloseTo((160_000 / 360) * 12, 6);
  });

  it('interest only: the payment is interest, and year 1 repays nothing', () => {
    const result = rental({ interestOnly: true });
    expect(result.monthlyDebtService).toBeCloseTo(933.333333, 5);
    expect(result.yearOnePrincipalPaydown).toBe(0);
  });

  it('at 100% vacancy: nothing collected, negative NOI, no NaN', () => {
    const result = rental({ vacancyPercent: 100 });
    expect(result.effectiveGrossIncome).toBe(0);
    expect(result.expenses.management).toBe(0);
    // 3,000 + 1,200 + 1,200 + 1,200
    expect(result.netOperatingIncome).toBe(-6_600);
    expect(result.dscr).toBeCloseTo(-6_600 / 12_773.807907, 6);
    expect(result.capRatePercent).toBeCloseTo(-3.3, 9);
    expectAllFinite(result);
  });

  it('without rent: GRM, break-even occupancy and the 50% rule percentage are n/a', () => {
    const result = rental({ monthlyRent: 0 });
    expect(result.grossRentMultiplier).toBeNull();
    expect(result.breakEvenOccupancyPercent).toBeNull();
    expect(result.fiftyPercentRule.expensesPercentOfGrossRent).toBeNull();
    expect(result.onePercentRule.passes).toBe(false);
    expectAllFinite(result);
  });

  it('with nothing invested (no down payment, no costs): cash-on-cash is n/a, not infinite', () => {
    const result = rental({ downPaymentPercent: 0, closingCosts: 0, upfrontRepairs: 0 });
    expect(result.totalCashInvested).toBe(0);
    expect(result.cashOnCashPercent).toBeNull();
    expect(result.projection.every((year) => year.irrPercent === null && year.equityMultiple === null)).toBe(true);
    expectAllFinite(result);
  });
});

/** No NaN or ±Infinity anywhere in a result. */
function expectAllFinite(value: unknown, path = 'result'): void {
  if (typeof value === 'number') expect(Number.isFinite(value), `${path} is ${value}`).toBe(true);
  else if (Array.isArray(value)) value.forEach((item, index) => expectAllFinite(item, `${path}[${index}]`));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) expectAllFinite(item, `${path}.${key}`);
}
