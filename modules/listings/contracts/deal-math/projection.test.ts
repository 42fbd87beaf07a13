import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { irr, netPresentValue, projectHold, type HoldPlan } from './projection.ts';
import { projectionInputSchema, rentalInputSchema } from './schemas.ts';

/** A plain all-cash rental: 1,000 a month, no vacancy, no expenses. */
const operations = rentalInputSchema.parse({
  purchasePrice: 100_000,
  monthlyRent: 1_000,
  taxesPerYear: 0,
  insurancePerYear: 0,
  vacancyPercent: 0,
  maintenancePercent: 0,
  capexPercent: 0,
  managementPercent: 0,
});

const flat = projectionInputSchema.parse({ rentGrowthPercent: 0, expenseGrowthPercent: 0, appreciationPercent: 0, sellingCostsPercent: 0 });

const plan = (overrides: Partial<HoldPlan> = {}): HoldPlan => ({
  operations,
  loan: null,
  startValue: 100_000,
  initialInvestment: 100_000,
  settings: flat,
  ...overrides,
});

describe('projection', () => {
  it('an all-cash hold with no growth returns its cap rate: IRR 12% in every year', () => {
    // −100,000 now, 12,000 a year, 100,000 back at the sale: the IRR is 12,000 / 100,000
    const rows = projectHold(plan());
    expect(rows).toHaveLength(30);
    for (const row of rows) expect(row.irrPercent).toBeCloseTo(12, 8);
    const year5 = rows[4];
    expect(year5).toMatchObject({
      year: 5,
      propertyValue: 100_000,
      loanBalance: 0,
      equity: 100_000,
      cashFlow: 12_000,
      cumulativeCashFlow: 60_000,
    });
    // (60,000 + 100,000) / 100,000 = 1.6; profit 60,000
    expect(year5.equityMultiple).toBeCloseTo(1.6, 12);
    expect(year5.profitIfSold).toBe(60_000);
    expect(year5.totalReturn).toBe(60_000);
  });

  it('appreciation alone returns the appreciation rate', () => {
    // no rent: value 100,000 × 1.05^3 = 115,762.50 in year 3, IRR 5%
    const rows = projectHold(plan({ operations: { ...operations, monthlyRent: 0 }, settings: { ...flat, appreciationPercent: 5 } }));
    expect(rows[2].propertyValue).toBeCloseTo(115_762.5, 6);
    expect(rows[2].irrPercent).toBeCloseTo(5, 8);
  });

  it('grows rent and fixed expenses from year 2, and takes selling costs off a sale', () => {
    const rows = projectHold(
      plan({
        operations: { ...operations, taxesPerYear: 2_000 },
        settings: { ...flat, rentGrowthPercent: 3, expenseGrowthPercent: 2, sellingCostsPercent: 6 },
      }),
    );
    // year 1: 12,000 − 2,000 = 10,000; year 2: 12,360 − 2,040 = 10,320
    expect(rows[0].netOperatingIncome).toBe(10_000);
    expect(rows[1].netOperatingIncome).toBeCloseTo(10_320, 9);
    // sale at the end of year 2: 100,000 − 6% = 94,000; profit 10,000 + 10,320 + 94,000 − 100,000 = 14,320
    expect(rows[1].netSaleProceeds).toBeCloseTo(94_000, 9);
    expect(rows[1].profitIfSold).toBeCloseTo(14_320, 9);
    // total return leaves selling costs out: 20,320 + 100,000 − 100,000
    expect(rows[1].totalReturn).toBeCloseTo(20_320, 9);
    // the IRR solves −100,000 + 10,000 / (1 + i) + (10,320 + 94,000) / (1 + i)² = 0
    const i = rows[1].irrPercent! / 100;
    expect(-100_000 + 10_000 / (1 + i) + 104_320 / (1 + i) ** 2).toBeCloseTo(0, 4);
  });

  it('pays a loan from its schedule and subtracts its balance from equity and sale proceeds', () => {
    // 60,000 interest-only at 6% for 2 years: 300 a month; the whole 60,000 is repaid in month 24
    const rows = projectHold(
      plan({ loan: { principal: 60_000, annualRatePercent: 6, termMonths: 24, interestOnly: true }, initialInvestment: 40_000 }),
    );
    expect(rows[0]).toMatchObject({ loanBalance: 60_000, equity: 40_000 });
    expect(rows[0].debtService).toBeCloseTo(3_600, 9);
    expect(rows[0].cashFlow).toBeCloseTo(8_400, 9);
    expect(rows[1].debtService).toBeCloseTo(3_600 + 60_000, 9);
    expect(rows[1].loanBalance).toBe(0);
    expect(rows[2].debtService).toBe(0);
    expect(rows[2].cashFlow).toBe(12_000);
  });

  it('has no IRR or equity multiple when no cash is invested', () => {
    const rows = projectHold(plan({ initialInvestment: -5_000, settings: { ...flat, years: 3 } }));
    expect(rows.every((row) => row.irrPercent === null && row.equityMultiple === null)).toBe(true);
    expect(rows[0].profitIfSold).toBe(12_000 + 100_000 + 5_000);
  });
});

describe('IRR', () => {
  it('solves known cash flows', () => {
    expect(irr([-100, 110])).toBeCloseTo(0.1, 10);
    expect(irr([-1_000, 100, 100, 1_100])).toBeCloseTo(0.1, 10);
    expect(irr([-1_000, 0, 0, 1_331])).toBeCloseTo(0.1, 10);
    expect(irr([-100, 50])).toBeCloseTo(-0.5, 10);
    expect(irr([-100, 0, 0, 0, 1_000_000])).toBeCloseTo(9, 8);
  });

  it('is null when the flows never change sign', () => {
    expect(irr([-100, -10])).toBeNull();
    expect(irr([100, 10])).toBeNull();
    expect(irr([0, 0, 0])).toBeNull();
  });

  it('finds a rate where the net present value crosses zero, for any investment followed by returns', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1_000, max: 1_000_000, noNaN: true }),
        fc.array(fc.double({ min: -50_000, max: 200_000, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 1, max: 2_000_000, noNaN: true }),
        (investment, yearly, sale) => {
          const flows = [-investment, ...yearly.slice(0, -1), yearly[yearly.length - 1] + sale];
          const rate = irr(flows);
          if (rate === null) return;
          // NPV is continuous in the rate: a root has NPV of opposite signs just below and just above it
          const below = Math.sign(netPresentValue(rate - 1e-9, flows));
          const above = Math.sign(netPresentValue(rate + 1e-9, flows));
          expect(below * above).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
